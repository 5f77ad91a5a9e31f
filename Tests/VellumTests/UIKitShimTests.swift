import Foundation
import Testing
import Vellum

/// The UIKit names SwiftUI screens reach for (Sources/Vellum/UIKit), and SwiftUI's
/// collection helpers for `onDelete`/`onMove`.
@Suite struct UIKitShimTests {
  struct ThirdOfTheScreen: View {
    var body: some View {
      Color.red.frame(width: UIScreen.main.bounds.width / 3, height: UIScreen.main.bounds.height / 4).id("cell")
    }
  }

  /// `UIScreen.main.bounds` is the canvas of the render in progress, and the iPhone 15's
  /// screen outside one.
  @Test func theMainScreenIsTheCanvas() throws {
    let fixed = LayoutSnapshot(of: ThirdOfTheScreen(), proposal: ProposedViewSize(width: 300, height: 400))
    let frame = try #require(fixed.frame(of: "cell"))
    #expect(frame.size == CGSize(width: 100, height: 100))
    let fitted = LayoutSnapshot(of: ThirdOfTheScreen(), proposal: .unspecified)
    #expect(fitted.frame(of: "cell")?.size == CGSize(width: 131, height: 213))
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852) && UIScreen.main.scale == 3)
  }

  @Test func applicationAndHapticsAreAcceptedAndInert() {
    let generator = UIImpactFeedbackGenerator(style: .medium)
    generator.prepare()
    generator.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    let url = URL(string: UIApplication.openSettingsURLString)!
    #expect(!UIApplication.shared.canOpenURL(url))
    UIApplication.shared.open(url)
  }

  /// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as `onDelete` and
  /// `onMove` handlers call them (the destination counts offsets before the move).
  @Test func offsetEditsMatchSwiftUI() {
    var items = ["a", "b", "c", "d", "e"]
    items.remove(atOffsets: IndexSet([1, 3]))
    #expect(items == ["a", "c", "e"])
    var moved = ["a", "b", "c", "d"]
    moved.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(moved == ["b", "c", "a", "d"])
    moved = ["a", "b", "c", "d"]
    moved.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
    #expect(moved == ["b", "d", "a", "c"])
    moved = ["a", "b", "c", "d"]
    moved.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
    #expect(moved == ["c", "d", "a", "b"])
  }
}
