import Foundation
import SwiftData
import Testing

@testable import Vellum

/// What the twenty-second round's screens used and lacked: a task manager's split view
/// settings, its container's store URL (printed for `sqlite3` at launch) and a fetch that
/// prefetches a relationship.
@Suite struct TwentySecondRoundAPITests {
  @Test func aStoreURLIsDevNullInMemoryAndTheNamedStoreOtherwise() {
    #expect(ModelConfiguration(isStoredInMemoryOnly: true).url.path == "/dev/null")
    #expect(ModelConfiguration().url.lastPathComponent == "default.store")
    #expect(ModelConfiguration("Tasks").url.lastPathComponent == "Tasks.store")
    let given = URL(fileURLWithPath: "/tmp/tasks.sqlite")
    #expect(ModelConfiguration(url: given).url == given)
  }

  @Test @MainActor func aFetchThatPrefetchesARelationshipFetchesTheSameModels() throws {
    let container = try ModelContainer(
      for: DataTrip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(DataTrip("Lisbon", days: 3, code: "LIS"))
    container.mainContext.insert(DataTrip("Oslo", days: 2, code: "OSL"))
    var descriptor = FetchDescriptor<DataTrip>(sortBy: [SortDescriptor(\.name)])
    descriptor.relationshipKeyPathsForPrefetching = [\.stops]
    descriptor.propertiesToFetch = [\.name]
    #expect(try container.mainContext.fetch(descriptor).map(\.name) == ["Lisbon", "Oslo"])
  }

  @Test func splitViewStylesAndColumnWidthsLeaveTheStackedColumnsAsTheyAre() {
    func split(styled: Bool) -> String {
      let view = NavigationSplitView {
        List { Text("Projects") }
          .navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 320)
          .modifier(Styled(on: styled))
      } detail: {
        Text("Detail").navigationSplitViewColumnWidth(400)
      }
      return LayoutSnapshot(
        of: styled ? AnyView(view.navigationSplitViewStyle(.balanced)) : AnyView(view),
        proposal: ProposedViewSize(width: 393, height: 852)
      ).description
    }
    #expect(split(styled: true) == split(styled: false))
    #expect(split(styled: true).contains("Projects"))
  }
}

private struct Styled: ViewModifier {
  let on: Bool
  func body(content: Content) -> some View {
    if on { content.navigationSplitViewStyle(.prominentDetail) } else { content.navigationSplitViewStyle(.automatic) }
  }
}
