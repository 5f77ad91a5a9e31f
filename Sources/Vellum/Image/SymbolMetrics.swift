import Foundation

/// SF Symbols' own layout box and ink for the symbols measured on iOS renders, per point of
/// the symbol's size (the font's size times the image scale).
///
/// SwiftUI lays a symbol out in a box of the symbol's own proportions, not a square, and its
/// ink fills that box differently per symbol. Vellum's Material stand-ins differ in both, so for
/// a measured symbol the box takes iOS's size and the stand-in is scaled until its ink covers
/// iOS's ink box. Symbols not listed keep a square box of the point size and the stand-in's ink.
struct SymbolMetrics {
  /// The layout box, per point.
  var box: CGSize
  /// The ink box, per point.
  var ink: CGSize

  /// Measured sizes in points at a symbol size of `points`.
  init(at points: CGFloat, box: (width: CGFloat, height: CGFloat), ink: (width: CGFloat, height: CGFloat)) {
    self.box = CGSize(width: box.width / points, height: box.height / points)
    self.ink = CGSize(width: ink.width / points, height: ink.height / points)
  }

  /// Measured in `../shared/ios-reference` (iOS 17.0.1, @3x; ink to ±1/3 pt).
  static let measured: [String: SymbolMetrics] = [
    // Toolbar items at 17 pt, large scale (21.76 pt): ink 13 × 13, 3 pt from the bar's
    // 16 pt margin on either side (bw-select-language, bwa-manual-entry and four more).
    "xmark": SymbolMetrics(at: 21.76, box: (19, 21.76), ink: (13, 13)),
    // The "+" toolbar item: ink 18 × 18, 1 pt inside the margin (bwa-item-list-*,
    // bw-vault-list-loading).
    "plus": SymbolMetrics(at: 21.76, box: (20, 21.76), ink: (18, 18)),
    // Not measured: SF's minus is as wide as its plus, so it takes the plus's box and width and
    // the thickness of the stand-in plus's arm (2/14 of its width): a Stepper's − and + stay alike.
    "minus": SymbolMetrics(at: 21.76, box: (20, 21.76), ink: (18, 18 * 2 / 14)),
    // A section header's refresh button at 17 pt: ink 14 × 17, 1.33 pt inside the header's
    // trailing edge; the header is 20.33 pt tall around it (bwa-debug-menu).
    "arrow.clockwise": SymbolMetrics(at: 17, box: (16.67, 20.33), ink: (14, 17)),
    // A value row's trailing envelope at 17 pt: ink 19 × 13.67, 2 pt inside the row's
    // trailing inset (scannow-settings-*).
    "envelope": SymbolMetrics(at: 17, box: (23, 17), ink: (19, 13.67)),
  ]
}
