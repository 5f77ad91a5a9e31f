import SwiftUICore
import Testing
import VellumCairo

/// A file that imports SwiftUICore (Xcode 16 sometimes adds the import) and declares views
/// with it alone.
@Suite struct SwiftUICoreTests {
  struct StreakBadge: View {
    let days: Int
    var body: some View {
      Label("\(days)-day streak", systemImage: "flame.fill")
        .foregroundStyle(.orange)
        .padding(8)
        .background(.thinMaterial, in: Capsule())
    }
  }

  @Test func viewsDeclaredWithSwiftUICoreDraw() throws {
    let list = try ImageRenderer().displayList(StreakBadge(days: 12), size: ProposedViewSize(width: 300, height: 100))
    #expect(list.displayList.description.contains("\"12-day streak\""), "\(list.displayList)")
  }
}
