import Foundation

/// The status bar's and home indicator's geometry, in points.
///
/// Measured on a public iOS 17 Simulator screenshot of an iPhone 15 (393×852 pt, 1179×2556
/// px; github.com/coroutineDispatcher/belt, "Simulator Screenshot - iPhone 15 - 2023-12-03
/// at 14.08.54.png"), and sizes and paddings of Apple's iOS 17/18 UI Kit status bar
/// component as public Figma exports carry them ("Status bar - iPhone": "Time" frame with
/// 16 pt leading and 6 pt trailing padding, a 124-pt "Dynamic Island spacer", "Levels"
/// frame with 6 pt leading and 16 pt trailing padding and 7 pt gaps; cellular 19.2×12.226,
/// Wi-Fi 17.142×12.328, battery 27.328×13 with a 24×12 border of radius 3.8 at 35 %
/// opacity, a cap at 40 %, and a 21×9 fill of radius 2.5).
enum DeviceChromeMetrics {
  // MARK: Face ID iPhones

  /// The width the sensor housing leaves between the two ears (Figma "Dynamic Island spacer").
  static let sensorHousingWidth: CGFloat = 124
  /// Padding of the time in its ear: leading, trailing (Figma "Time").
  static let timePadding: (leading: CGFloat, trailing: CGFloat) = (16, 6)
  /// Padding of the levels in their ear: leading, trailing (Figma "Levels").
  static let levelsPadding: (leading: CGFloat, trailing: CGFloat) = (6, 16)
  /// The vertical centre of the time's digits and of the icons: the screenshot's digits run
  /// from y 23.3 to 34.7 pt and its battery from 22.7 to 35.3 pt.
  static let contentCenterY: CGFloat = 29
  /// The time: SF Pro Semibold 17 pt (Figma "Time"); Inter stands in.
  static let timeFontSize: CGFloat = 17
  /// Gaps between the cellular bars, the Wi-Fi fan and the battery (Figma "Levels": 7).
  static let levelsGap: CGFloat = 7

  static let cellularSize = CGSize(width: 19.2, height: 12.226)
  static let wifiSize = CGSize(width: 17.142, height: 12.328)
  static let batterySize = CGSize(width: 27.328, height: 13)
  /// The battery's outline (stroke 1 pt, 35 % opacity), cap (40 %) and full charge.
  static let batteryBody = CGRect(x: 0.5, y: 0.5, width: 24, height: 12)
  static let batteryBodyRadius: CGFloat = 3.8
  static let batteryBodyOpacity = 0.35
  static let batteryCap = CGRect(x: 25.5, y: 4.5, width: 1.828, height: 4)
  static let batteryCapOpacity = 0.4
  static let batteryFill = CGRect(x: 2, y: 2, width: 21, height: 9)
  static let batteryFillRadius: CGFloat = 2.5

  /// The home indicator: a capsule 140×5 pt whose bottom is 8 pt above the screen's bottom
  /// edge (the screenshot: x 126.7–266.7, y 839–844 pt on the 852-pt screen). Apple's UI Kit
  /// draws it 134 pt wide on 390-pt iPhones; the Simulator draws 140 on the 393-pt iPhone 15.
  static let homeIndicatorSize = CGSize(width: 140, height: 5)
  static let homeIndicatorBottomInset: CGFloat = 8

  // MARK: Home-button iPhones

  /// The 20-pt status bar of iPhone SE (spec §10): the time in SF Pro Semibold 12 pt,
  /// centred; signal and Wi-Fi at the leading side, the battery at the trailing side, 6 pt
  /// from the edges. Uncertain: from iOS 15 iPhone SE screenshots, not measured here.
  static let compactBarHeight: CGFloat = 20
  static let compactTimeFontSize: CGFloat = 12
  static let compactEdgeInset: CGFloat = 6
  static let compactIconScale: CGFloat = 0.8
}
