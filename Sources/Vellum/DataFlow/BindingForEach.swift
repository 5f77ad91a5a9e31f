import Foundation

nonisolated extension ForEach where Content: View {
  /// Views for each element of a binding to a collection, each given a binding to its
  /// element, as in SwiftUI: `ForEach($names, id: \.self) { $name in … }`.
  ///
  /// (`ForEach($items) { $item in … }` over `Identifiable` elements needs no extra
  /// initializer: a `Binding` to a collection is itself a collection of bindings.)
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C> {
    self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
  }
}
