import Foundation
import Testing
import Vellum
import VellumCairo

/// What the twenty-first round's public screens used and Vellum lacked (issue 29), in the
/// idioms those screens use it, checked where it draws.
@Suite struct TwentyFirstRoundAPITests {
  func snapshot(_ view: some View) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852), environment: environment)
  }

  /// On an iPhone a split view shows its preferred compact column.
  @Test func aSplitViewShowsItsPreferredCompactColumn() throws {
    struct Library: View {
      @State var column: NavigationSplitViewColumn
      var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
          Text("Sidebar list")
        } detail: {
          Text("Detail page")
        }
      }
    }
    let detail = try snapshot(Library(column: .detail))
    #expect(!detail.frames(ofText: "Detail page").isEmpty && detail.frames(ofText: "Sidebar list").isEmpty)
    let sidebar = try snapshot(Library(column: .sidebar))
    #expect(!sidebar.frames(ofText: "Sidebar list").isEmpty && sidebar.frames(ofText: "Detail page").isEmpty)
    let three = try snapshot(
      NavigationSplitView(preferredCompactColumn: .constant(.content)) {
        Text("Sidebar list")
      } content: {
        Text("Content list")
      } detail: {
        Text("Detail page")
      })
    #expect(!three.frames(ofText: "Content list").isEmpty && three.frames(ofText: "Detail page").isEmpty)
  }

  /// Removing the title leaves a bar without it; removing the sidebar toggle changes nothing.
  @Test func removingTheTitleDrawsNoTitle() throws {
    let titled = try snapshot(NavigationStack { Text("Body").navigationTitle("Landmark") })
    #expect(!titled.frames(ofText: "Landmark").isEmpty)
    let removed = try snapshot(
      NavigationStack { Text("Body").navigationTitle("Landmark").toolbar(removing: .title) })
    #expect(removed.frames(ofText: "Landmark").isEmpty, "\(removed)")
    let toggle = try snapshot(
      NavigationStack { Text("Body").navigationTitle("Landmark").toolbar(removing: .sidebarToggle) })
    #expect(toggle.description == titled.description)
  }

  /// Composite gestures are types whose values name each part, as SwiftUI's.
  @Test func compositeGesturesAreTypesWithTheirValues() throws {
    let both = SimultaneousGesture(RotationGesture(), MagnificationGesture())
    let chained = LongPressGesture().sequenced(before: DragGesture())
    let either = TapGesture(count: 2).exclusively(before: TapGesture())
    #expect(SequenceGesture<LongPressGesture, LongPressGesture>.Value.second(true, nil) != .first(true))
    #expect(ExclusiveGesture<LongPressGesture, LongPressGesture>.Value.second(false) == .second(false))
    #expect(either.first.count == 2 && either.second.count == 1)
    let card = Color.orange.frame(width: 60, height: 40)
      .gesture(both.onChanged { value in _ = value.first })
      .gesture(chained.onEnded { _ in })
      .gesture(either)
    #expect(try snapshot(card).size == CGSize(width: 60, height: 40), "gestures change nothing drawn")
  }

  /// VoiceOver focus state starts unfocused and keeps what the app sets.
  @Test func accessibilityFocusStateKeepsItsValue() throws {
    struct Question: View {
      @AccessibilityFocusState var isFocused: Bool
      @AccessibilityFocusState var field: Int?
      var body: some View {
        Text(isFocused ? "focused" : "at rest")
          .accessibilityFocused($isFocused)
          .accessibilityFocused($field, equals: 1)
      }
    }
    #expect(!(try snapshot(Question()).frames(ofText: "at rest").isEmpty))
    let state = AccessibilityFocusState<Bool>()
    state.wrappedValue = true
    #expect(state.wrappedValue)
  }

  /// Suggestions and completions are accepted; the field is drawn as without them.
  @Test func searchSuggestionsDrawTheFieldAsBefore() throws {
    let plain = try snapshot(NavigationStack { List { Text("Row") }.searchable(text: .constant("")) })
    let suggested = try snapshot(
      NavigationStack {
        List { Text("Row") }
          .searchable(text: .constant(""), prompt: "Search flights") {
            Text("Paris").searchCompletion("Paris")
          }
      })
    #expect(!suggested.frames(ofText: "Search flights").isEmpty)
    #expect(suggested.frames(ofText: "Paris").isEmpty, "suggestions show only while typing")
    #expect(suggested.frames(ofText: "Row") == plain.frames(ofText: "Row"))
  }

  /// iOS 26's and recent modifiers that Vellum draws as before.
  @Test func menuIndicatorAndBackgroundExtensionDrawAsBefore() throws {
    let menu = Menu("Sort") { Button("Name") {} }
    #expect(try snapshot(menu.menuIndicator(.hidden)).description == snapshot(menu).description)
    let hero = Color.green.frame(height: 120)
    #expect(try snapshot(hero.backgroundExtensionEffect()).description == snapshot(hero).description)
  }
}
