import Foundation

struct TagKey: ContainerValueKey { static var defaultValue: AnyHashable? { nil } }

extension ContainerValues {
  /// The value `tag(_:)` gave this child: the selection a `Picker` option stands for.
  var tag: AnyHashable? {
    get { self[TagKey.self] }
    set { self[TagKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The value this view stands for among a `Picker`'s (or `TabView`'s) options, as in
  /// SwiftUI. A tag of type `V` also matches a selection of type `V?`.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    containerValue(\.tag, AnyHashable(tag))
  }
}
