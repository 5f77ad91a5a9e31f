import Foundation

/// Drag and drop with item providers, SwiftUI's forms before `Transferable` (iOS 13.4+).
/// A still render never drags: the view is drawn as it is, its drag closure never runs, a
/// drop delegate is never called, a drop's action never runs, and an `isTargeted` binding
/// is never set (it keeps the value the view gave it, `false` for a `@State` that starts
/// so, as SwiftUI leaves it while no drag is over the view).
extension View {
  /// Accepts drops of items conforming to these types, told to a delegate.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
  /// The iOS 13 form, with type identifiers.
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }

  /// Accepts drops of items conforming to these types; `action` takes their providers.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }
  /// Accepts drops; `action` takes the providers and where the drop is.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { self }
  /// The iOS 13 form, with type identifiers.
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }
  /// The iOS 13 form, with type identifiers.
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { self }

  /// Makes the view a drag source; `data` would make the dragged item's provider when a
  /// drag begins, which never happens in a still render.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
  /// A drag source with a custom preview of the dragged item (never drawn).
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
    self
  }
}
