import Foundation
import Testing
import Vellum

/// Lazy grids resolve only the cells a scroll view shows (as SwiftUI creates only visible
/// cells), so 10,000 cells render quickly; the cells they do show are where the eager
/// layout puts them. `pinnedViews` is accepted.
@Suite struct LazyGridTests {
  final class Counter: @unchecked Sendable { var bodies = 0 }

  struct CountingCell: View {
    let index: Int
    let counter: Counter
    var body: some View {
      counter.bodies += 1
      return Color.blue.frame(height: 50).id(index)
    }
  }

  /// With no scroll view or canvas length to fill (a preview that fits its content), every
  /// cell and row is made, as SwiftUI makes them: a trial's `render --canvas fit` of a lazy
  /// grid drew its first row under a size measured for all five; a lazy stack drew one row.
  @Test func aLazyGridOrStackThatFitsItsContentMakesEveryCell() {
    let grid = LayoutSnapshot(
      of: LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
        ForEach(0..<20) { Color.red.frame(height: 40).id($0) }
      }.frame(width: 200),
      proposal: .unspecified)
    #expect(grid.size == CGSize(width: 200, height: 5 * 40 + 4 * 8))
    #expect(grid.frame(of: 19) == CGRect(x: 156, y: 192, width: 44, height: 40), "\(grid.description)")
    let stack = LayoutSnapshot(
      of: LazyVStack(spacing: 10) { ForEach(0..<6) { Color.blue.frame(width: 100, height: 40).id($0) } },
      proposal: .unspecified)
    #expect(stack.size == CGSize(width: 100, height: 6 * 40 + 5 * 10))
    #expect(stack.frame(of: 5) == CGRect(x: 0, y: 250, width: 100, height: 40))
  }

  @Test func onlyVisibleCellsOfTenThousandAreResolved() {
    let counter = Counter()
    let view = ScrollView {
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), pinnedViews: [.sectionHeaders]) {
        ForEach(0..<10_000) { CountingCell(index: $0, counter: counter) }
      }
    }
    let start = Date()
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 390, height: 844))
    let seconds = Date().timeIntervalSince(start)
    // 844 pt of 50 pt rows 8 apart: 15 rows of 3 cells, plus one line past the edge.
    #expect(counter.bodies > 0 && counter.bodies <= 3 * 16, "\(counter.bodies) cell bodies evaluated")
    #expect(seconds < 2, "\(seconds) s")
    #expect(snapshot.frame(of: 9_999) == nil)
    // The visible cells are laid out as the eager grid lays them out.
    let eager = LayoutSnapshot(
      of: ScrollView {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
          ForEach(0..<2) { row in
            GridRow {
              ForEach(0..<3) { column in Color.blue.frame(height: 50).id(row * 3 + column) }
            }
          }
        }
      }, proposal: ProposedViewSize(width: 390, height: 844))
    for index in 0..<6 {
      let lazy = try! #require(snapshot.frame(of: index))
      let expected = try! #require(eager.frame(of: index))
      #expect(abs(lazy.minY - expected.minY) < 0.01 && abs(lazy.height - 50) < 0.01, "\(index): \(lazy) vs \(expected)")
    }
  }

  @Test func theUnresolvedCellsStillGiveTheGridItsEstimatedLength() {
    let view = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
      ForEach(0..<1_000) { index in Color.red.frame(height: 30).id(index) }
    }
    let snapshot = LayoutSnapshot(
      of: ScrollView { view.id("grid") }, proposal: ProposedViewSize(width: 200, height: 300))
    let grid = try! #require(snapshot.frame(of: "grid"))
    // 500 lines of 30 pt, 10 apart: 500 × 40 − 10.
    #expect(abs(grid.height - 19_990) < 0.5, "\(grid)")
  }
}
