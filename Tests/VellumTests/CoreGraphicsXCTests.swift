import CoreGraphics
import Foundation
import XCTest

/// `import CoreGraphics` for its geometry types, as a spacing enum of `CGFloat`s does. An
/// XCTest case: a file that imports both CoreGraphics and Testing needs swift-testing's
/// `_Testing_CoreGraphics` overlay, which Linux's toolchain declares and does not ship.
final class CoreGraphicsXCTests: XCTestCase {
  enum Spacing: CGFloat {
    case small = 8
    case large = 16
  }

  func testTheGeometryTypesComeWithTheModule() {
    let rect = CoreGraphics.CGRect(x: 0, y: 0, width: Spacing.small.rawValue, height: Spacing.large.rawValue)
    let moved = rect.applying(CoreGraphics.CGAffineTransform(translationX: 2, y: 0))
    XCTAssertEqual(moved.minX, 2)
    XCTAssertEqual(CoreGraphics.CGColor(gray: 0, alpha: 1), CoreGraphics.CGColor(gray: 0, alpha: 1))
  }
}
