import Foundation

/// The numbers iOS 17/18 draws alerts and sheets with, in one place.
enum PresentationMetrics {
  /// The dimming behind an alert or a sheet: black at 20 % (UIKit's dimming view, M).
  static let dimming: Double = 0.2
  /// Alert box: 270 wide, continuous corner radius 14 (UIAlertController, M).
  static let alertWidth: CGFloat = 270
  static let alertCornerRadius: CGFloat = 14
  /// Alert text block: 19 above the title, 16 at the sides, 2 between title and message,
  /// 19 below the message (UIAlertController, L).
  static let alertTextTop: CGFloat = 19
  static let alertTextSide: CGFloat = 16
  static let alertTitleMessageGap: CGFloat = 2
  static let alertTextBottom: CGFloat = 19
  /// Alert buttons: 44 tall, separated by hairlines (M).
  static let alertButtonHeight: CGFloat = 44
  /// A sheet's card: 10 below the top of the safe area, corner radius 10 (iOS 15+ page
  /// sheet at the large detent, L).
  static let sheetTop: CGFloat = 10
  static let sheetCornerRadius: CGFloat = 10
}

extension Color {
  /// An alert's background: the system material over the dimmed screen, opaque enough to
  /// read as iOS's (light ≈ 242, dark ≈ 44 grey, L).
  static let alertBackground = system("alertBackground", (242, 242, 242, 0.96), (44, 44, 46, 0.96))
}

extension Color {
  /// A sheet's card: the system background, elevated in dark mode (spec §3.4: dark elevated
  /// systemBackground 28,28,30, H).
  static let sheetBackground = system("sheetBackground", (255, 255, 255, 1), (28, 28, 30, 1))
}
