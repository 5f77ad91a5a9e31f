import Foundation
import Testing
import Vellum
import VellumCairo

/// `onPreferenceChange` actions that store what layout measured in `@State`, the way public
/// code sizes one view by another: iOS draws the frame after that update, so Vellum lays
/// out again with the new state.
@Suite struct PreferenceStateTests {
  func snapshot(_ view: some View) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: .unspecified, scale: 1, environment: environment)
  }

  struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
  }

  /// A bar as tall as the text next to it, measured through a preference (a common idiom
  /// before `onGeometryChange`).
  struct MatchedBar: View {
    @State private var textHeight: CGFloat = 0

    var body: some View {
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 4, height: textHeight).id("bar")
        Text("Two lines\nof text")
          .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
          .id("text")
      }
      .onPreferenceChange(HeightKey.self) { textHeight = $0 }
    }
  }

  @Test func stateSetByOnPreferenceChangeIsDrawn() throws {
    let snapshot = try snapshot(MatchedBar())
    let text = try #require(snapshot.frame(of: "text"))
    let bar = try #require(snapshot.frame(of: "bar"))
    #expect(text.height > 30, "two lines: \(text)")
    #expect(bar.height == text.height, "the bar takes the measured height: \(bar) \(text)")
    #expect(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics)")
  }

  /// A view whose `@State` its `onAppear` sets to its own target.
  struct Widening: View {
    let target: CGFloat
    let name: String
    @State private var width: CGFloat = 1

    var body: some View {
      Color.blue.frame(width: width, height: 10).id(name).onAppear { width = target }
    }
  }

  /// Views of one type at the same place in sibling stacks have identities of their own (the
  /// stack's place among its siblings is part of them), so each keeps its own `@State`.
  @Test func viewsInSiblingStacksKeepTheirOwnState() throws {
    let snapshot = try snapshot(
      VStack(spacing: 0) {
        VStack { Widening(target: 20, name: "first") }
        VStack { Widening(target: 40, name: "second") }
      })
    #expect(snapshot.frame(of: "first")?.width == 20)
    #expect(snapshot.frame(of: "second")?.width == 40)
  }

  /// A container that takes its content apart, so its children are built where it places them.
  struct Column<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { VStack(spacing: 0) { ForEach(subviews: content) { $0 } } }
  }

  /// The same through `ForEach(subviews:)`: a subview built in its new container keeps the
  /// identity it was declared with.
  @Test func subviewsTakenApartKeepTheirOwnState() throws {
    let snapshot = try snapshot(
      Column {
        VStack { Widening(target: 20, name: "first") }
        VStack { Widening(target: 40, name: "second") }
      })
    #expect(snapshot.frame(of: "first")?.width == 20)
    #expect(snapshot.frame(of: "second")?.width == 40)
  }

  /// Each pass makes the value grow, so it never settles: the render stops and says so.
  struct Runaway: View {
    @State private var width: CGFloat = 10

    var body: some View {
      Color.blue.frame(width: width, height: 10)
        .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.width) })
        .onPreferenceChange(HeightKey.self) { width = $0 + 10 }
        .id("runaway")
    }
  }

  @Test func stateThatNeverSettlesStopsAfterFourPassesWithADiagnostic() throws {
    let snapshot = try snapshot(Runaway())
    #expect(snapshot.frame(of: "runaway")?.width == 40, "10, 20, 30, 40: four passes")
    #expect(snapshot.diagnostics.contains { $0.contains("state still changing after 4 layout passes") })
  }

  /// Siblings of one type keep their own state: identity is the place in the tree.
  @Test func eachViewKeepsItsOwnState() throws {
    let snapshot = try snapshot(
      VStack {
        MatchedBar()
        MatchedBar().font(.largeTitle)
      })
    let bars = snapshot.description.split(separator: "\n").filter { $0.contains("id=bar") }
    #expect(bars.count == 2)
    #expect(Set(bars.map { $0.split(separator: "×").last.map(String.init) ?? "" }).count == 2, "\(bars)")
  }
}
