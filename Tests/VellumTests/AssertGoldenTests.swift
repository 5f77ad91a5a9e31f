import Foundation
import Testing
import Vellum
import VellumPreview
import VellumTesting

/// `assertGolden` as a user's test calls it: goldens in `Goldens/AssertGoldenTests/`.
@Suite struct AssertGoldenTests {
  struct Badge: View {
    var title: String
    var body: some View {
      Label(title, systemImage: "star.fill")
        .font(.headline)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(.tint.opacity(0.15), in: .capsule)
    }
  }

  @Test func badgeInBothSchemes() {
    assertGolden(of: Badge(title: "New"), named: "badge", canvas: .sizeThatFits, variants: [.light, .dark])
  }

  @Test func badgeLayoutAndDisplayList() {
    assertGolden(layoutOf: Badge(title: "New"), named: "badge", canvas: .sizeThatFits)
    assertGolden(displayListOf: Badge(title: "New"), named: "badge", canvas: .sizeThatFits)
  }

  @Test func badgeAccessibility() {
    assertGolden(accessibilityOf: Badge(title: "New"), named: "badge", canvas: .sizeThatFits)
  }

  @Test func aChangedViewFailsItsGolden() {
    withKnownIssue("a different title does not match the recorded badge") {
      assertGolden(of: Badge(title: "Old"), named: "badge-mismatch", canvas: .sizeThatFits)
    } matching: { issue in
      // Only the mismatch itself: not a missing or unreadable golden, nor recording.
      "\(issue)".contains("badge-mismatch.light@2x.png does not match its golden")
    }
  }
}
