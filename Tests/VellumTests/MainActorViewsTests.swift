import Foundation
import Testing

@testable import VellumPreview

/// `vellum preview`'s copy of a file with view types: each isolated to the main actor as
/// SwiftUI's `View` isolates it, line for line.
@Suite struct MainActorViewsTests {
  @Test func viewTypesAreMarkedAndOthersLeftAsTheyAre() throws {
    let text = """
      @MainActor final class TaskStore: ObservableObject { @Published var tasks: [String] = [] }
      struct TaskListView: View {
          @ObservedObject var store: TaskStore
          private var filteredTasks: [String] { store.tasks.filter { !$0.isEmpty } }
          var body: some View { List(filteredTasks, id: \\.self) { Text($0) } }
      }
      @available(iOS 17, *)
      private struct Row<Item: Identifiable>: Identifiable, SwiftUI.View where Item: Hashable {
          var id: Item.ID
          var body: some View { EmptyView() }
      }
      struct Card: ViewModifier { func body(content: Content) -> some View { content } }
      @MainActor struct Isolated: View { var body: some View { EmptyView() } }
      struct Preview_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
      struct ViewState: Hashable {}
      extension Helper: View {}
      """
    let adapted = try #require(MainActorViews.adapted(text))
    let lines = adapted.components(separatedBy: "\n")
    #expect(lines.count == text.components(separatedBy: "\n").count, "each line keeps its number")
    #expect(lines[0] == text.components(separatedBy: "\n")[0], "a model is not a view")
    #expect(lines[1] == "@preconcurrency @MainActor struct TaskListView: View {")
    #expect(lines[6] == "@preconcurrency @MainActor @available(iOS 17, *)", "before the attributes of a generic view")
    #expect(
      lines[11]
        == "@preconcurrency @MainActor struct Card: ViewModifier { func body(content: Content) -> some View { content } }"
    )
    #expect(lines[12].hasPrefix("@MainActor struct Isolated"), "isolated already")
    for index in 13...15 { #expect(lines[index] == text.components(separatedBy: "\n")[index], "\(lines[index])") }
    #expect(
      MainActorViews.adapted("struct Plain {}\nstruct Viewer: Hashable {}\n") == nil, "no view: compiled as it is")
  }
}
