import Vellum
import VellumTesting
import XCTest

/// `assertGolden` from an XCTest test case: failures go through `XCTFail`.
final class AssertGoldenXCTests: XCTestCase {
  func testBadgeGolden() {
    assertGolden(of: AssertGoldenTests.Badge(title: "XCTest"), named: "badge", canvas: .sizeThatFits)
  }
}
