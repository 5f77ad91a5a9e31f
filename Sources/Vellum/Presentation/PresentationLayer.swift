import Foundation

/// A view iOS presents above the whole screen (a sheet, a cover, an alert, a dialog),
/// whichever view it is attached to: the presenting modifier marks its view's nodes with
/// it, and `Host` lays each one out over the canvas after the screen, in its own layer.
final class PresentedLayer: @unchecked Sendable {
  let view: AnyView
  init(_ view: AnyView) { self.view = view }
}

extension EnvironmentValues {
  var presentedLayer: PresentedLayer? {
    get { presented }
    set { presented = newValue }
  }
}

nonisolated extension View {
  /// Presents `layer` above the screen when it is non-nil; draws nothing here.
  func presenting<Layer: View>(_ layer: Layer?) -> some View {
    let marked = layer.map { PresentedLayer(AnyView($0)) }
    return transformEnvironment(\.presentedLayer) { if let marked { $0 = marked } }
  }
}

extension Host {
  /// The layers presented from the laid-out tree, outermost first, each with the
  /// environment where it was attached (so environment objects reach a sheet, as on iOS 17),
  /// less the list-row context of that place.
  static func presentedLayers(in root: Node) -> [(PresentedLayer, EnvironmentValues)] {
    var found: [(PresentedLayer, EnvironmentValues)] = []
    var seen = Set<ObjectIdentifier>()
    var stack = [root]
    while let node = stack.popLast() {
      if node.excluded { continue }
      if let layer = node.environment.presentedLayer, seen.insert(ObjectIdentifier(layer)).inserted {
        var environment = node.environment
        environment.presentedLayer = nil
        environment.isInListRow = false
        // A search field given to the presenter's stack is not the sheet's stack's.
        environment.enclosingSearchField = nil
        found.append((layer, environment))
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return found
  }
}
