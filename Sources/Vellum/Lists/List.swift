import Foundation

/// A scrolling column of rows in sections, as SwiftUI's `List`.
///
/// Built on the public decomposition API: `Group(sections:)` splits the content into
/// sections, each section's rows are its `SubviewsCollection`, and every row is drawn by
/// `ListRow` (insets, minimum height, separator, badge, disclosure chevron). The style
/// comes from `.listStyle` (default: inset-grouped, as iOS 16+ draws a bare `List`).
/// Vellum draws it at rest: scrolled to the top, nothing selected, no editing controls.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  @Environment(\.listStyle) private var style
  @Environment(\.scrollContentBackground) private var contentBackground

  public var body: some View {
    ListBody(content: content, kind: style, isForm: false, showsBackground: contentBackground != .hidden)
  }
}

extension List {
  /// A list of the given rows and sections; the selection is accepted and drawn unselected.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of the given rows and sections; the selection is accepted and drawn unselected.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A row for each element of `data`, identified by `id`, with a selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A row for each element of `data`, identified by `id`, with a selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A row for each `Identifiable` element of `data`, with a selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A row for each `Identifiable` element of `data`, with a selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// A list of the given rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A row for each `Identifiable` element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A row for each integer of a constant range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }
}

/// The drawing shared by `List` and `Form`: sections one under another in a scroll view, on
/// the style's background, which fills the screen's safe area too.
///
/// A `List` or `Form` placed in the rows of another one is no second scrolling card: iOS 17/18
/// lays its rows out in place as rows of the enclosing section (issue 28: a `List` in a `Form`
/// section draws its rows at the outer rows' inset, text ink at x 41 on a 390 pt screen, each
/// row as tall as the same row written directly in the section). So there it contributes its
/// content's children to the enclosing list, as `ForEach` and `Group` do.
nonisolated struct ListBody<Content: View>: View {
  let content: Content
  let kind: _ListStyleKind
  let isForm: Bool
  let showsBackground: Bool

  @Environment(\.listSectionSpacing) private var sectionSpacing
  @Environment(\.isUnderNavigationBar) private var isUnderNavigationBar
  @Environment(\.isInListRow) private var isInListRow
  @Environment(\.contentMarginEdges) private var contentMarginEdges

  var body: some View {
    if isInListRow {
      content
    } else {
      scrollingList
    }
  }

  var scrollingList: some View {
    ScrollView {
      VStack(spacing: 0) {
        // Rows' custom views resolve their bodies as the sections are made, so the flag
        // for row content is set here (headers and footers get it too).
        Group(sections: content.environment(\.isInListRow, true)) { sections in
          ForEach(0..<sections.count) { index in
            ListSectionView(
              section: sections[index], kind: kind,
              topGap: topGap(sections, index),
              isLastSection: index == sections.count - 1)
          }
        }
        Color.clear.frame(height: kind.isGrouped ? ListMetrics.bottomPadding : 0)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background {
      if showsBackground {
        (kind.isGrouped ? Color.systemGroupedBackground : Color.systemBackground).ignoresSafeArea()
      }
    }
  }

  /// The space above a section: less above a header (which brings its own), and less after
  /// a section that ends with a footer.
  func topGap(_ sections: SectionCollection, _ index: Int) -> CGFloat {
    guard kind.isGrouped else { return 0 }
    // `.contentMargins(.top, m, for: .scrollContent)` replaces the space above the first
    // section (the scroll view insets by m): iOS puts the first card m below the safe area
    // (issue 28: with 0, at the safe area's top, where Vellum drew it 35 pt lower).
    if index == 0, contentMarginEdges.contains(.top) { return 0 }
    if !sections[index].header.isEmpty {
      if index > 0 { return ListMetrics.headerTop }
      return isUnderNavigationBar ? ListMetrics.firstHeaderTopUnderBar : ListMetrics.firstHeaderTop
    }
    if index > 0, !sections[index - 1].footer.isEmpty { return ListMetrics.afterFooterTop }
    if index > 0, let sectionSpacing { return sectionSpacing }
    return ListMetrics.sectionSpacing
  }
}
