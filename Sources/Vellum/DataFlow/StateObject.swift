import Foundation

/// A property wrapper for an `ObservableObject` a view creates and owns, as in SwiftUI.
///
/// The object is made from the autoclosure, isolated to the main actor as in SwiftUI, the
/// first time it is read and then kept for the view's identity through the render's layout
/// passes (`StateStore`), as SwiftUI keeps it for the life of the identity; each render
/// makes it afresh.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyStorage {
  final class Box {
    var make: (@MainActor () -> ObjectType)?
    var object: ObjectType?
    /// The box this view's identity already has in the render (`StateStore`).
    var canonical: Box?
    init(_ make: @escaping @MainActor () -> ObjectType) { self.make = make }

    var value: ObjectType {
      if let canonical { return canonical.value }
      if let object { return object }
      let object = runOnMainActor(make!)
      self.object = object
      make = nil
      return object
    }
  }
  let box: Box

  public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) {
    box = Box(thunk)
  }

  public var wrappedValue: ObjectType { box.value }

  /// `$model.name` is a `Binding` to the object's `name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: box.value)
  }
}

extension StateObject: IdentifiedStorage {
  func adopt(from store: StateStore, key: StateStore.Key) {
    let known = store.storage(for: key, fresh: box)
    if known !== box { box.canonical = known }
  }
}
