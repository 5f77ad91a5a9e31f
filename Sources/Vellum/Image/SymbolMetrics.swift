import Foundation

/// SF Symbols' own layout box and ink for the symbols measured on iOS renders, per point of
/// the symbol's size (the font's size times the image scale).
///
/// SwiftUI lays a symbol out in a box of the symbol's own proportions, not a square, and its
/// ink fills that box differently per symbol. Vellum's Material stand-ins differ in both, so for
/// a measured symbol the box takes iOS's size and the stand-in is scaled until its ink covers
/// iOS's ink box. Symbols in a circle or a rounded square (`checkmark.circle.fill`,
/// `plus.square`) share their outline's box, measured on one of them. Symbols not covered keep
/// a square box of the point size and the stand-in's ink.
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

  /// iOS's metrics for `name` drawn at `scale`: a measurement at that scale, else one at the
  /// medium scale (in proportion), else its outline family's.
  static func lookup(_ name: String, scale: Image.Scale) -> SymbolMetrics? {
    if scale == .large, let large = measuredLarge[name] { return large }
    if let medium = measured[name] { return medium }
    // A filled form shares its outline's box and ink (`heart.fill`, `trash.fill`).
    if name.hasSuffix(".fill"), let outline = measured[String(name.dropLast(5))] { return outline }
    if name == "circle" || name == "circle.fill" || name.hasSuffix(".circle") || name.hasSuffix(".circle.fill") {
      return circled
    }
    if name == "square" || name == "square.fill" || name.hasSuffix(".square") || name.hasSuffix(".square.fill") {
      return squared
    }
    return nil
  }

  /// Toolbar items, drawn at the large scale: 17 pt × 1.28 = 21.76 pt (`../shared/ios-reference`,
  /// iOS 17.0.1, @3x; ink to ±1/3 pt).
  static let measuredLarge: [String: SymbolMetrics] = [
    // Ink 13 × 13, 3 pt from the bar's 16 pt margin on either side (bw-select-language,
    // bwa-manual-entry and four more; Bitwarden's own close icon, drawn like the symbol).
    "xmark": SymbolMetrics(at: 21.76, box: (19, 21.76), ink: (13, 13)),
    // The "+" item: ink 18 × 18, 1 pt inside the margin (bwa-item-list-*, bw-vault-list-loading).
    "plus": SymbolMetrics(at: 21.76, box: (20, 21.76), ink: (18, 18)),
    // Not measured: SF's minus is as wide as its plus, so a Stepper's − and + stay alike. Its
    // thickness is: 0.118 of its width (ferrostar's zoom button, iOS 18.1 @3x: the resizable
    // minus fitted 18 pt wide is 17.59 × 2.08 of ink, the plus above it one 1.91 pt arm thick).
    "minus": SymbolMetrics(at: 21.76, box: (20, 21.76), ink: (18, 18 * 0.118)),
  ]

  /// At the medium scale, 17 pt (`.body`). Snapshot-test PNGs of public projects (iOS 17.2–18.4,
  /// @3x, ±0.17 pt): the frame of a bare `Button { Image(systemName:) }` laid out to fit
  /// (autoreleasefool/approach's button tests), or a capsule `.padding()` around the symbol less
  /// 32 pt (stadiamaps/ferrostar's navigation buttons); the ink inside measured on the same PNGs.
  static let measured: [String: SymbolMetrics] = [
    "plus": SymbolMetrics(at: 17, box: (17.83, 15.83), ink: (13.66, 13.66)),
    // Not measured: as wide as the plus; 0.118 of that thick, as measured (see `measuredLarge`).
    "minus": SymbolMetrics(at: 17, box: (17.83, 15.83), ink: (13.66, 13.66 * 0.118)),
    "xmark": SymbolMetrics(at: 17, box: (17.27, 15.15), ink: (13.13, 13.13)),
    "location": SymbolMetrics(at: 17, box: (19.75, 18.18), ink: (15.72, 15.65)),
    // Labels in approach's button snapshots (iOS 18.4): Delete's and Edit's titles render empty,
    // so the frame is the symbol's box plus the Label's 8 pt spacing (27 × 21, 25.33 × 18.33).
    "trash": SymbolMetrics(at: 17, box: (19, 21), ink: (16.33, 18.67)),
    "pencil": SymbolMetrics(at: 17, box: (17.33, 18.33), ink: (13.33, 13.33)),
    // Archive's and Restore's titles render in a 100 pt frame: the box's width from the title's
    // edge less 8 pt, with 2 pt margins (the frame is the title's height, so the box's height
    // is its ink with the 1.1 pt margins most measured symbols have above and below).
    "archivebox": SymbolMetrics(at: 17, box: (21, 17.5), ink: (16.67, 15.33)),
    "arrow.uturn.backward": SymbolMetrics(at: 17, box: (19.8, 17.87), ink: (15.67, 15.67)),
    // criticalmaps' icon button styles (iOS 18.0): `heart` and `bicycle` beside a title in an
    // HStack and a VStack padded 16 × 8 in a filled background, whose edges give the margins.
    "heart": SymbolMetrics(at: 17, box: (20.67, 17.33), ink: (16.67, 15.33)),
    "bicycle": SymbolMetrics(at: 17, box: (31, 19), ink: (27, 16.67)),
    // ferrostar's error banner (iOS 18.1): 1.67 pt from the capsule's 12 pt padding to the ink,
    // the title 8 pt after the box; its height as `archivebox`'s.
    "exclamationmark.triangle": SymbolMetrics(at: 17, box: (21, 18.2), ink: (17.67, 16)),
    "square.and.arrow.up": SymbolMetrics(at: 17, box: (18.83, 21.83), ink: (14.73, 18.62)),
    // A row's trailing chevron at title2 medium, 21 pt at the render's Medium Dynamic Type size
    // (criticalmaps-settings-ios18, iOS 18.0): ink 10.67 × 18.33 ending 1.33 pt inside the row's
    // trailing padding; the box is that ink with 1.33 pt on every side (about the 0.06 × size
    // above and below that the measured boxes share).
    "chevron.right": SymbolMetrics(at: 21, box: (13.33, 21), ink: (10.67, 18.33)),
    "chevron.left": SymbolMetrics(at: 21, box: (13.33, 21), ink: (10.67, 18.33)),
    // The same glyph turned a quarter: not measured.
    "chevron.down": SymbolMetrics(at: 21, box: (21, 13.33), ink: (18.33, 10.67)),
    "chevron.up": SymbolMetrics(at: 21, box: (21, 13.33), ink: (18.33, 10.67)),
    // A section header's refresh button at the body size, 16 pt at the render's Medium Dynamic
    // Type size (bwa-debug-menu, iOS 17.0.1): ink 14 × 17, 1.33 pt inside the header's trailing
    // edge; the header is 19 pt tall around it (its card 42 below the safe area: 17 above the
    // header, 6 below it).
    "arrow.clockwise": SymbolMetrics(at: 16, box: (16.67, 19), ink: (14, 17)),
    // A value row's trailing envelope at 16 pt (Medium: scannow-settings-*, iOS 18): ink 19 ×
    // 13.67, 2 pt inside the row's trailing inset.
    "envelope": SymbolMetrics(at: 16, box: (23, 17), ink: (19, 13.67)),
    // bradleymackey/vault-ios's tag pills (TagPillView: the symbol and a title in an HStack of
    // spacing 12, padded 12 × 8 inside a 1 pt stroked capsule), body size, iPhone 16 @3x:
    // TagPillViewSnapshotTests (iOS 18.0) and VaultTagFeedViewSnapshotTests'
    // test_layout_multipleTags (iOS 18.1), both drawing `tag.fill`. The capsule's edges (the
    // stroke's centre) give the box's leading edge, 2 pt before the ink, and its height: the
    // pill's content is 21 pt tall, taller than the 20.29 pt title, so it is the symbol's box
    // (ink 1.15 below its top, 1.33 above its bottom). The width is the ink with those 2 pt on
    // either side; the titles then start 1.33–1.67 pt before their first stems, as SF Pro's
    // capitals do.
    "tag": SymbolMetrics(at: 17, box: (22.53, 21), ink: (18.53, 18.53)),
    // The same tag feed's `person.fill` pill (iOS 18.1): ink 13.96 × 14.92, 2 pt after the
    // box's leading edge (the title's B then starts 1.56 pt before its stem); its width is the
    // ink with 2 pt on either side. Not measured: the height, which hides inside the 20.33 pt
    // line (the ink is centred on it); the ink with the 1.1 pt margins most measured symbols
    // have above and below.
    "person": SymbolMetrics(at: 17, box: (17.96, 17.12), ink: (13.96, 14.92)),
  ]

  /// Symbols drawn in a circle: `line.3.horizontal.decrease.circle` and its `.fill` measure
  /// 19.58 × 18.83 with a 16.93 pt circle of ink at 17 pt (approach, iOS 18); ferrostar's
  /// `info.circle.fill` and `hourglass.circle.fill` (iOS 17.2, 18.1) have the same 16.93 pt ink
  /// and left bearing within 0.2 pt, and IronUI's `circle.fill` at 16 pt the same margins.
  static let circled = SymbolMetrics(at: 17, box: (19.58, 18.83), ink: (16.93, 16.93))

  /// Symbols drawn in a rounded square: `arrow.up.arrow.down.square` and its `.fill` measure
  /// 19.42 × 17.42 with 15.28 pt of ink at 17 pt (approach, iOS 18; one symbol, so M).
  static let squared = SymbolMetrics(at: 17, box: (19.42, 17.42), ink: (15.28, 15.28))
}
