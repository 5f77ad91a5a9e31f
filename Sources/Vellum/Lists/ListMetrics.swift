import Foundation

/// The numbers iOS 17/18 lists are drawn with, in one place. "spec" is
/// ../shared/spec/swiftui-metrics.md; §2.4a rows were measured on iOS-simulator PNGs
/// (390×844 @3x, iOS 17/18) of SwiftUI `List`/`Form` screens.
enum ListMetrics {
  /// Minimum row height, `\.defaultMinListRowHeight` (spec §2.4: Apple docs/HIG, H).
  static let minRowHeight: CGFloat = 44
  /// Row content inset from the card's (or, in a plain list, the screen's) leading and
  /// trailing edges: text at card + 20 (spec §2.4a, x = 40 with the card at 20, H).
  static let rowHorizontalInset: CGFloat = 20
  /// Space kept between a row's text lines and the row's top and bottom edges: a 20.33 pt
  /// body line in a 44 pt row leaves 11.8; a headline + subheadline row measures ≈63 (spec
  /// §2.4a). 11 keeps single-line rows at exactly 44 (L: calibrated, not published).
  static let rowVerticalInset: CGFloat = 11
  /// Space kept between anything else in a row (a switch, an image) and the row's edges:
  /// a row holding a 51×31 `Toggle` or a 28 pt image beside its text is 44 tall on iOS 17/18
  /// (ios-reference bwa-debug-menu, scannow-settings-*), so at most 6.5 (L: the largest value
  /// those renders allow).
  static let rowMinimumVerticalInset: CGFloat = 6.5
  /// insetGrouped card ↔ screen edge (spec §2.4a, 20, H).
  static let cardMargin: CGFloat = 20
  /// insetGrouped card corner radius, continuous (spec §2.4 / §2.4a, ≈10, M).
  static let cardCornerRadius: CGFloat = 10
  /// Space above the first section when it has no header: first card 35 below the safe
  /// area's top in a bare `List` (spec §2.4a, y = 82 with safe top 47, H); also used between
  /// sections without headers (UIKit's default 17.5 footer + 17.5 header, L).
  static let sectionSpacing: CGFloat = 35
  /// Space above the first section's header. With a footnote header and `headerBottom` this
  /// puts the first card 37.33 below the safe area's top at Medium, the header's ink 9 above
  /// it (ios-reference scannow-settings-ios17/18 and -dark: card at 87.33 with safe top 50,
  /// drawn with swift-snapshot-testing's Medium device traits), and 38.67 at Large, where the
  /// header's line is 1.33 taller (scannow-file-section-counter-ios18, no device traits; H).
  static let firstHeaderTop: CGFloat = 17
  /// The same below a navigation bar, where the first card is 41.67 below the bar (spec
  /// §2.4a: card at 132.67 under an inline bar ending at 91; M, no such case in the corpus).
  static let firstHeaderTopUnderBar: CGFloat = 20
  /// Space above a later section's header: card bottom to the next card top is 55 at Medium
  /// when the next section has a header (ios-reference: three cases agree, all at Medium), so
  /// 56.33 at Large with its taller footnote line (H).
  static let headerTop: CGFloat = 34.67
  /// Space above a section without a header that follows a section's footer (L).
  static let afterFooterTop: CGFloat = 20
  /// Header text bottom ↔ card top: 6 (Flutter-Cupertino header margin bottom 6; spec §2.4a
  /// measures the upper-case ink 8.7 above the card = 6 + the footnote descender, M).
  static let headerBottom: CGFloat = 6
  /// Card bottom ↔ footer text top: first ink ≈10 below the card (spec §2.4a) minus the
  /// footnote's ascender-to-cap-height gap (3.2) ≈ 7 (M, derived).
  static let footerTop: CGFloat = 7
  /// Space below the last section (L: as `sectionSpacing`).
  static let bottomPadding: CGFloat = 35
  /// A `Label` in a row: its icon takes a column this wide, centred, and the title (and
  /// the separator) start `labelIconSpacing` after it (Flutter-Cupertino list tile: leading
  /// 28, spec §2.3 row "Inside List rows", L).
  static let labelIconColumn: CGFloat = 28
  static let labelIconSpacing: CGFloat = 12
  /// Plain-style section header: vertical padding around its text (L).
  static let plainHeaderVerticalInset: CGFloat = 6
  /// The disclosure chevron of a `NavigationLink` row: `chevron.right`, footnote-sized,
  /// semibold, tertiary label colour (UIKit's disclosure indicator, L).
  static let chevronSpacing: CGFloat = 8
}

extension Color {
  /// Behind a grouped list (spec §3.4: 242,242,247 / 0,0,0, Flutter-Cupertino, H).
  static let systemGroupedBackground = system("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
  /// A grouped list's rows (spec §3.4: 255,255,255 / 28,28,30, H).
  static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
}
