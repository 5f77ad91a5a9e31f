import Foundation

/// One section of a list: its header, its rows (on a card in the grouped styles) and its
/// footer, laid out as iOS 17/18 does (ListMetrics).
nonisolated struct ListSectionView: View {
  let section: SectionConfiguration
  let kind: _ListStyleKind
  let topGap: CGFloat
  let isLastSection: Bool

  @Environment(\.listRowSpacing) private var rowSpacing

  /// Card ↔ screen edge.
  var margin: CGFloat { kind == .insetGrouped || kind == .inset ? ListMetrics.cardMargin : 0 }
  var cornerRadius: CGFloat { kind == .insetGrouped ? ListMetrics.cardCornerRadius : 0 }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if topGap > 0 { Color.clear.frame(height: topGap) }
      if !section.header.isEmpty { header }
      rows
      if !section.footer.isEmpty { footer }
    }
  }

  var textLeading: CGFloat { margin + ListMetrics.rowHorizontalInset }

  @ViewBuilder var header: some View {
    if kind.isGrouped {
      VStack(alignment: .leading, spacing: 0) { section.header }
        .environment(\.defaultTextFont, .footnote)
        .textCase(.uppercase)
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.leading, textLeading)
        .padding(.trailing, textLeading)
        .padding(.bottom, ListMetrics.headerBottom)
    } else {
      VStack(alignment: .leading, spacing: 0) { section.header }
        .font(.headline)
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, textLeading)
        .padding(.vertical, ListMetrics.plainHeaderVerticalInset)
    }
  }

  var footer: some View {
    VStack(alignment: .leading, spacing: 0) { section.footer }
      .font(.footnote)
      .foregroundStyle(.secondary)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, textLeading)
      .padding(.top, ListMetrics.footerTop)
      .padding(.bottom, kind.isGrouped ? 0 : ListMetrics.footerTop)
  }

  var sectionHidesSeparators: Bool { !section.containerValues.listSection.separatorHidden.isEmpty }

  @ViewBuilder var rows: some View {
    let content = section.content
    if let rowSpacing, kind.isGrouped {
      // iOS 17 `.listRowSpacing`: every row is a card of its own.
      VStack(spacing: rowSpacing) {
        ForEach(0..<content.count) { index in
          ListRow(subview: content[content.startIndex + index], kind: kind, separator: .none)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
        }
      }
      .padding(.horizontal, margin)
    } else if !content.isEmpty {
      VStack(spacing: 0) {
        ForEach(0..<content.count) { index in
          ListRow(subview: content[content.startIndex + index], kind: kind, separator: separator(after: index))
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
      .overlay(alignment: .top) { if kind == .grouped { sectionEdge(.top) } }
      .overlay(alignment: .bottom) { if kind == .grouped { sectionEdge(.bottom) } }
      .padding(.horizontal, margin)
    }
  }

  /// A `.grouped` section's block is edged above and below by full-width hairlines
  /// (UITableView.Style.grouped, kept by iOS 16+ grouped lists), which
  /// `.listSectionSeparator(.hidden, edges:)` removes.
  @ViewBuilder func sectionEdge(_ edge: VerticalEdge.Set) -> some View {
    if !section.containerValues.listSection.separatorHidden.contains(edge) { SectionHairline() }
  }

  /// The separator below row `index`: between rows of a section, and in a plain list also
  /// below a section's last row (except the list's last); hidden when either neighbour
  /// hides that edge.
  func separator(after index: Int) -> ListRow.Separator {
    let content = section.content
    let row = content[content.startIndex + index].containerValues.listRow
    if row.separatorHidden.contains(.bottom) || sectionHidesSeparators { return .none }
    if index + 1 < content.count {
      let next = content[content.startIndex + index + 1].containerValues.listRow
      return next.separatorHidden.contains(.top) ? .none : .inset
    }
    return kind.isGrouped || isLastSection ? .none : .inset
  }
}

/// One device pixel of the separator colour across the whole width.
nonisolated struct SectionHairline: View {
  @Environment(\.pixelLength) private var pixel
  var body: some View { Rectangle().fill(Color.separator).frame(height: pixel) }
}
