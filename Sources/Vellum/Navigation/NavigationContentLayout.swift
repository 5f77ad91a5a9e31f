import Foundation

/// Lays out a navigation stack's root content as iOS hosts it: in the whole space the stack
/// is offered (the screen below the bar), proposed that space whether or not the content
/// fits, and centred in it. Content wider than the screen (a 500-point header above a
/// `List`) overflows both edges while the list keeps the screen's width; a flexible frame
/// would grow to the header and re-propose its width to the list.
struct NavigationContentLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let content = subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let content = subviews.first else { return }
    let inner = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
    let size = content.sizeThatFits(inner)
    content.place(
      at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: inner)
  }
}
