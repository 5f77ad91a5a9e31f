import Foundation

/// One row of a list: the row's content inset as iOS does, at least
/// `defaultMinListRowHeight` tall, with a badge and a disclosure chevron trailing when the
/// row has them, its background, and the separator below it. The separator starts at the
/// content's `.listRowSeparatorLeading` guide (the text, past a `Label`'s icon) and runs to
/// the row's trailing edge.
struct ListRow: View {
  enum Separator { case none, inset }

  let subview: Subview
  let kind: _ListStyleKind
  let separator: Separator

  @Environment(\.defaultMinListRowHeight) private var minHeight
  @Environment(\.pixelLength) private var pixel

  var body: some View {
    let traits = subview.containerValues.listRow
    let insets =
      traits.insets
      ?? EdgeInsets(
        top: ListMetrics.rowVerticalInset, leading: ListMetrics.rowHorizontalInset,
        bottom: ListMetrics.rowVerticalInset, trailing: ListMetrics.rowHorizontalInset)
    ListRowLayout(insets: insets, minHeight: minHeight, separatorThickness: separator == .none ? 0 : pixel) {
      HStack(spacing: 0) {
        subview.frame(maxWidth: .infinity, alignment: .leading)
        if let badge = traits.badge {
          badge.foregroundStyle(.secondary).padding(.leading, ListMetrics.chevronSpacing)
        }
        if traits.hasDisclosure {
          Image(systemName: "chevron.right")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(Color.tertiaryLabel)
            .padding(.leading, ListMetrics.chevronSpacing)
        }
      }
      .environment(\.isInListRow, true)
      Rectangle().fill(traits.separatorTint ?? Color.separator)
    }
    .background {
      if let background = traits.background {
        background
      } else if kind.isGrouped {
        Color.secondarySystemGroupedBackground
      }
    }
  }
}

/// Places a row's content inside its insets, centred vertically in a row at least
/// `minHeight` tall, and its separator (the second subview) along the bottom edge from the
/// content's `.listRowSeparatorLeading` guide to the trailing edge.
struct ListRowLayout: Layout {
  let insets: EdgeInsets
  let minHeight: CGFloat
  /// 0: no separator.
  let separatorThickness: CGFloat

  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) }, height: nil)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let content = subviews.first else { return .zero }
    let size = content.sizeThatFits(contentProposal(proposal))
    return CGSize(
      width: proposal.width ?? size.width + insets.horizontal,
      height: max(minHeight, size.height + insets.vertical))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let content = subviews.first else { return }
    let contentProposal = contentProposal(ProposedViewSize(width: bounds.width, height: nil))
    let dimensions = content.dimensions(in: contentProposal)
    let y = bounds.minY + insets.top + max(bounds.height - insets.vertical - dimensions.height, 0) / 2
    content.place(at: CGPoint(x: bounds.minX + insets.leading, y: y), proposal: contentProposal)
    guard subviews.count > 1 else { return }
    let start = bounds.minX + insets.leading + (dimensions[explicit: .listRowSeparatorLeading] ?? 0)
    let end =
      dimensions[explicit: .listRowSeparatorTrailing].map { bounds.minX + insets.leading + $0 } ?? bounds.maxX
    let thickness = separatorThickness
    subviews[subviews.startIndex + 1].place(
      at: CGPoint(x: start, y: bounds.maxY - thickness), anchor: .topLeading,
      proposal: ProposedViewSize(width: max(end - start, 0), height: thickness))
  }
}
