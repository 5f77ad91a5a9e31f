import Foundation

/// One row of a list: the row's content inset as iOS does, at least
/// `defaultMinListRowHeight` tall, with a badge and a disclosure chevron trailing when the
/// row has them, its background, and the separator below it. The separator starts at the
/// content's `.listRowSeparatorLeading` guide (the text, past a `Label`'s icon) and runs to
/// the row's trailing edge.
nonisolated struct ListRow: View {
  enum Separator { case none, inset }

  let subview: Subview
  let kind: _ListStyleKind
  let separator: Separator

  @Environment(\.defaultMinListRowHeight) private var minHeight
  @Environment(\.pixelLength) private var pixel
  @Environment(\.font) private var font
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    let traits = subview.containerValues.listRow
    let insets =
      traits.insets
      ?? EdgeInsets(
        top: ListMetrics.rowMinimumVerticalInset, leading: ListMetrics.rowHorizontalInset,
        bottom: ListMetrics.rowMinimumVerticalInset, trailing: ListMetrics.rowHorizontalInset)
    let textFont = (font ?? .body).resolve(typeSize)
    ListRowLayout(
      insets: insets, textInset: traits.insets == nil ? ListMetrics.rowVerticalInset : 0,
      textAscender: textFont.ascender, textDescender: textFont.descender, minHeight: minHeight,
      separatorThickness: separator == .none ? 0 : pixel
    ) {
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
///
/// iOS keeps a row's text lines further from the row's edges than its other content: a
/// one-line text row and a row with a 31 pt switch beside its label are both 44 tall. So the
/// content gets `insets`, and its text lines (found from its first and last text baselines,
/// with the row font's ascender and descender) at least `textInset`.
struct ListRowLayout: Layout {
  let insets: EdgeInsets
  let textInset: CGFloat
  let textAscender: CGFloat
  let textDescender: CGFloat
  let minHeight: CGFloat
  /// 0: no separator.
  let separatorThickness: CGFloat

  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) }, height: nil)
  }

  /// The content's space above and below: `insets`, widened where text lines come closer
  /// to an edge than `textInset`.
  func verticalInsets(_ dimensions: ViewDimensions) -> (top: CGFloat, bottom: CGFloat) {
    guard textInset > 0, let first = dimensions[explicit: .firstTextBaseline],
      let last = dimensions[explicit: .lastTextBaseline]
    else { return (insets.top, insets.bottom) }
    let textTop = max(first - textAscender, 0)
    let textBottom = max(dimensions.height - (last + textDescender), 0)
    return (max(insets.top, textInset - textTop), max(insets.bottom, textInset - textBottom))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let content = subviews.first else { return .zero }
    let dimensions = content.dimensions(in: contentProposal(proposal))
    let (top, bottom) = verticalInsets(dimensions)
    return CGSize(
      width: proposal.width ?? dimensions.width + insets.horizontal,
      height: max(minHeight, dimensions.height + top + bottom))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let content = subviews.first else { return }
    let contentProposal = contentProposal(ProposedViewSize(width: bounds.width, height: nil))
    let dimensions = content.dimensions(in: contentProposal)
    let (top, bottom) = verticalInsets(dimensions)
    // Centred in the row, but never closer to an edge than its insets allow.
    let centred = (bounds.height - dimensions.height) / 2
    let y = bounds.minY + max(min(centred, bounds.height - dimensions.height - bottom), top)
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
