import Foundation
import Testing
import Vellum

/// A container in the shape flow-layout packages give theirs: a view over its content that is,
/// with no content, a `Layout` too, whose content-less initialiser delegates to the one that
/// takes content with a trailing closure. That delegation must reach the initialiser taking the
/// content; read as a call of the layout (`callAsFunction`) made by the same initialiser, it
/// recursed until the stack ran out.
struct LayoutAsViewTests {
  struct ChipRowLayout: Layout {
    var spacing: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0))
      return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var x = bounds.minX
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
        x += size.width + spacing
      }
    }
  }

  struct ChipRow<Content: View>: View {
    let layout: ChipRowLayout
    let content: Content

    init(spacing: CGFloat = 8, @ViewBuilder content: () -> Content) {
      self.content = content()
      layout = ChipRowLayout(spacing: spacing)
    }

    var body: some View { layout { content } }
  }

  @Test func aContentLessInitialiserDelegatesToTheOneTakingContent() {
    let row = ChipRow<EmptyView>(spacing: 5)
    #expect(row.layout.spacing == 5)
    let view = ChipRow(spacing: 6) {
      Color.red.frame(width: 20, height: 10).id("first")
      Color.blue.frame(width: 30, height: 10).id("second")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 100))
    #expect(snapshot.size == CGSize(width: 56, height: 10))
    let first = snapshot.frame(of: "first")
    #expect(snapshot.frame(of: "second")?.minX == first.map { $0.maxX + 6 })
  }

  /// Used as a layout, the content-less container places its views as the view form does.
  @Test func theContentLessFormIsALayout() {
    let view = ChipRow<EmptyView>(spacing: 4) {
      Color.red.frame(width: 20, height: 10).id("first")
      Color.blue.frame(width: 30, height: 10).id("second")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 100))
    #expect(snapshot.size == CGSize(width: 54, height: 10))
  }
}

extension LayoutAsViewTests.ChipRow: @preconcurrency Layout where Content == EmptyView {
  init(spacing: CGFloat = 8) {
    self.init(spacing: spacing) { EmptyView() }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
