import Foundation

/// Resolves and lays out a root view in a canvas, as a hosting view does (spec F13):
/// several root views get an implicit `VStack`, and the root is centred in the canvas.
final class Host {
  let root: Node
  let canvas: CGSize
  let diagnostics: Diagnostics

  init<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues) {
    let diagnostics = Diagnostics()
    var environment = environment
    if !(environment.displayScale.isFinite && environment.displayScale > 0) {
      diagnostics.report("displayScale: invalid value \(environment.displayScale) treated as 1")
      environment.displayScale = 1
    }
    func clean(_ value: CGFloat?, _ what: String) -> CGFloat? {
      guard let value else { return nil }
      if value.isNaN || value < 0 {
        diagnostics.report("proposal \(what): invalid value \(value) treated as unspecified")
        return nil
      }
      return value
    }
    let proposal = ProposedViewSize(width: clean(proposal.width, "width"), height: clean(proposal.height, "height"))
    let box = ContainerBox(size: proposal, parent: nil)
    let context = ResolveContext(environment: environment, stackAxis: nil, container: box, diagnostics: diagnostics)
    let children = makeChildren(view, context).all.map { $0.build(context) }
    let root =
      children.count == 1
      ? children[0] : Node("VStack", VStackLayout(), children: children, context: context)
    var size = root.size(for: proposal)
    if !size.width.isFinite || !size.height.isFinite {
      diagnostics.report("root view: infinite size under proposal \(proposal); clamped")
      size = CGSize(width: size.width.isFinite ? size.width : 1e7, height: size.height.isFinite ? size.height : 1e7)
    }
    func canvasLength(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
      if let proposed, proposed.isFinite { return proposed }
      return own
    }
    canvas = CGSize(width: canvasLength(proposal.width, size.width), height: canvasLength(proposal.height, size.height))
    root.frame = CGRect(
      x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2, width: size.width, height: size.height)
    root.finalProposal = proposal
    root.placeChildren()
    self.root = root
    self.diagnostics = diagnostics
  }
}
