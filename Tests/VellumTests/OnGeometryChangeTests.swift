import Foundation
import Testing
import Vellum
import VellumCairo

/// `onGeometryChange(for:of:action:)`: the action gets the laid-out geometry, and state it
/// sets is drawn, as a screen that stores its size to lay out with it.
@Suite struct OnGeometryChangeTests {
  /// Stores its own width and writes it, as a root view storing the window's size does.
  struct SizeReader: View {
    @State private var width: CGFloat = 0
    var body: some View {
      VStack {
        Text("Width \(Int(width))")
        Color.blue.frame(height: 20)
      }
      .frame(width: 240)
      .onGeometryChange(for: CGFloat.self) {
        $0.size.width
      } action: {
        width = $0
      }
    }
  }

  final class Calls: @unchecked Sendable {
    var values: [[CGFloat]] = []
  }

  func snapshot(_ view: some View) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 400), environment: environment)
  }

  @Test func stateSetFromTheGeometryIsDrawn() throws {
    let snapshot = try snapshot(SizeReader())
    #expect(!snapshot.frames(ofText: "Width 240").isEmpty, "\(snapshot)")
  }

  @Test func theActionGetsTheTransformedValueOnce() throws {
    let calls = Calls()
    let view = Color.red.frame(width: 50, height: 30)
      .onGeometryChange(for: CGSize.self) {
        $0.size
      } action: { old, new in
        calls.values.append([old.width, new.height])
      }
    _ = try snapshot(view)
    #expect(calls.values == [[50, 30]], "the first time, the old value is the new one")
  }

  @Test func nestedReadersOfOneTypeEachSeeTheirOwnView() throws {
    let calls = Calls()
    let view = VStack {
      Color.red.frame(width: 10, height: 10)
        .onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: {
          calls.values.append([1, $0])
        }
    }
    .frame(width: 100, height: 100)
    .onGeometryChange(for: CGFloat.self) {
      $0.size.width
    } action: {
      calls.values.append([2, $0])
    }
    _ = try snapshot(view)
    #expect(calls.values.sorted { $0[0] < $1[0] } == [[1, 10], [2, 100]])
  }
}
