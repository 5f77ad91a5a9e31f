import Foundation
import Testing
import Vellum
import VellumCairo

/// `Grid`/`GridRow` geometry (column widths from the widest cell, spans, column alignment,
/// full-width rows, growth) and what `ViewThatFits` draws. Expected frames are derived by
/// hand from SwiftUI's documented Grid rules, default spacing 8.
@Suite struct GridTests {
  func box(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View { Rectangle().frame(width: w, height: h).id(id) }

  @Test func columnsAreAsWideAsTheirWidestCellAndCellsAreCentred() {
    let grid = Grid {
      GridRow {
        box(40, 20, "a")
        box(60, 10, "b")
      }
      GridRow {
        box(50, 30, "c")
        box(20, 20, "d")
      }
    }
    let snapshot = LayoutSnapshot(of: grid, proposal: ProposedViewSize(width: 300, height: 300))
    #expect(snapshot.size == CGSize(width: 118, height: 58))
    #expect(snapshot.frame(of: "a") == CGRect(x: 96, y: 121, width: 40, height: 20))
    #expect(snapshot.frame(of: "b") == CGRect(x: 149, y: 126, width: 60, height: 10))
    #expect(snapshot.frame(of: "c") == CGRect(x: 91, y: 149, width: 50, height: 30))
    #expect(snapshot.frame(of: "d") == CGRect(x: 169, y: 154, width: 20, height: 20))
  }

  @Test func aNarrowGridSharesItsWidthAsAStackDoesAndItsTextWraps() throws {
    // Offered 200 pt, less than the long label's one line: the rigid 40 pt column is sized
    // first, then the label takes what is left (200 − 8 − 40) and wraps, as in an HStack.
    let grid = Grid {
      GridRow {
        Text("A label much too long for one line of the grid").id("label")
        box(40, 20, "value")
      }
    }
    let snapshot = LayoutSnapshot(of: grid, proposal: ProposedViewSize(width: 200, height: 400))
    let label = try #require(snapshot.frame(of: "label"))
    let value = try #require(snapshot.frame(of: "value"))
    #expect(snapshot.size.width <= 200, "\(snapshot.size)")
    #expect(label.width <= 152 && label.height > 20, "\(label)")
    #expect(value.maxX <= label.minX + 200)
  }

  @Test func spansColumnAlignmentAndFullWidthRows() {
    let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
      GridRow {
        box(30, 10, "a").gridColumnAlignment(.leading)
        box(30, 10, "b")
      }
      GridRow {
        box(100, 10, "c").gridCellColumns(2)
      }
      Color.red.frame(height: 2).id("line")
      GridRow {
        box(20, 10, "d")
        box(20, 10, "e")
      }
    }
    let snapshot = LayoutSnapshot(of: grid, proposal: ProposedViewSize(width: 200, height: 100))
    // The spanning cell widens both columns to 45; the grid is 100 × 44.
    #expect(snapshot.size == CGSize(width: 100, height: 44))
    #expect(snapshot.frame(of: "a") == CGRect(x: 50, y: 28, width: 30, height: 10))
    #expect(snapshot.frame(of: "b") == CGRect(x: 112.5, y: 28, width: 30, height: 10))
    #expect(snapshot.frame(of: "c") == CGRect(x: 50, y: 42, width: 100, height: 10))
    #expect(snapshot.frame(of: "line") == CGRect(x: 50, y: 56, width: 100, height: 2))
    #expect(snapshot.frame(of: "d") == CGRect(x: 50, y: 62, width: 20, height: 10))
    #expect(snapshot.frame(of: "e") == CGRect(x: 117.5, y: 62, width: 20, height: 10))
  }

  @Test func growableColumnsTakeTheExtraWidth() {
    let grid = Grid {
      GridRow {
        box(40, 10, "a")
        Color.blue.frame(height: 10).id("b")
      }
    }
    let snapshot = LayoutSnapshot(of: grid, proposal: ProposedViewSize(width: 300, height: 100))
    #expect(snapshot.frame(of: "a") == CGRect(x: 0, y: 45, width: 40, height: 10))
    #expect(snapshot.frame(of: "b") == CGRect(x: 48, y: 45, width: 252, height: 10))
  }

  @Test func anchorsAndRowAlignment() {
    let grid = Grid {
      GridRow(alignment: .top) {
        box(40, 40, "tall")
        box(10, 10, "top")
        box(10, 10, "anchored").gridCellAnchor(.bottomTrailing)
      }
    }
    let snapshot = LayoutSnapshot(of: grid, proposal: ProposedViewSize(width: 100, height: 40))
    // Columns 40, 10, 10 with 8 pt spacing: 76 wide, centred at x 12.
    #expect(snapshot.frame(of: "top") == CGRect(x: 60, y: 0, width: 10, height: 10))
    #expect(snapshot.frame(of: "anchored") == CGRect(x: 78, y: 30, width: 10, height: 10))
  }

  @Test func viewThatFitsDrawsOnlyItsChoice() throws {
    let view = ViewThatFits {
      Text("A long label that needs room")
      Text("Short")
    }
    .frame(width: 80)
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view, size: ProposedViewSize(width: 200, height: 100)).displayList.description
    #expect(list.contains("\"Short\""))
    #expect(!list.contains("A long label"), "\(list)")
    let wide = renderer.displayList(
      ViewThatFits {
        Text("A long label that needs room")
        Text("Short")
      }, size: ProposedViewSize(width: 390, height: 100)
    ).displayList.description
    #expect(wide.contains("A long label") && !wide.contains("\"Short\""))
  }
}
