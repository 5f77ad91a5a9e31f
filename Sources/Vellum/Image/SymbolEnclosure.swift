import Foundation

/// The circle or rounded square an SF Symbol is drawn in (`bolt.circle`, `ellipsis.circle`,
/// `play.square.fill`), where its Material stand-in is only the inner glyph.
///
/// SF Symbols draw `name.circle` as a ring around the symbol and `name.circle.fill` as a disc
/// with the symbol cut out of it (the background shows through); `.square` forms likewise in a
/// rounded square. Most Material stand-ins for such names are the bare inner glyph (`bolt`,
/// `more_horiz`), which stretched to the circle's ink box drew fat chevrons and three tall
/// ovals for `ellipsis.circle`. Vellum draws the enclosure itself around such a stand-in,
/// filling the ink box iOS measures for the family (`SymbolMetrics.circled`, `.squared`), with
/// the inner glyph at half its width. Stand-ins that are enclosed already (`add_circle`,
/// `check_box`) are drawn as they are.
public enum SymbolEnclosure: Hashable, Sendable {
  case circle(filled: Bool)
  case roundedSquare(filled: Bool)
  /// A dashed ring (`circle.dashed`, `dollarsign.ring.dashed`), around the glyph or, for
  /// `circle.dashed`, alone.
  case dashedRing(aroundGlyph: Bool)

  /// The enclosure Vellum draws for `name` with the Material glyph `material`, or nil.
  static func of(_ name: String, material: String) -> SymbolEnclosure? {
    if name == "circle.dashed" { return .dashedRing(aroundGlyph: false) }
    if name.hasSuffix(".ring.dashed") || name.hasSuffix(".circle.dashed") { return .dashedRing(aroundGlyph: true) }
    // `square.on.square`, `square.and.arrow.up.on.square` and `square.on.circle` are two
    // shapes side by side.
    guard !enclosedStandIns.contains(material), !name.hasSuffix(".on.square"), !name.hasSuffix(".and.square"),
      !name.hasSuffix(".on.circle")
    else { return nil }
    if name.hasSuffix(".circle") { return .circle(filled: false) }
    if name.hasSuffix(".circle.fill") { return .circle(filled: true) }
    if name.hasSuffix(".square") { return .roundedSquare(filled: false) }
    if name.hasSuffix(".square.fill") { return .roundedSquare(filled: true) }
    return nil
  }

  public var isFilled: Bool {
    switch self {
    case .circle(let filled), .roundedSquare(let filled): filled
    case .dashedRing: false
    }
  }

  /// The inner glyph's share of the enclosure's width: SF's inner glyphs span about half of
  /// it (`info.circle`, `plus.circle`, `bolt.circle` at 17 pt: about 8 of 17 pt).
  public static let innerShare: CGFloat = 0.5

  /// A rounded square's corner radius per point of its side (SF's `square` at 17 pt: about
  /// 3.5 pt on a 15.3 pt square).
  public static let cornerShare: CGFloat = 0.22

  /// The dashes of a dashed ring: SF's `circle.dashed` has 16 dashes as long as their gaps.
  public static let dashCount = 16

  /// Material glyphs that carry their own circle or square (`symbols.txt` maps the enclosed
  /// SF names to them), so nothing is drawn around them.
  static let enclosedStandIns: Set<String> = [
    "account_box", "account_circle", "add_box", "add_circle", "add_circle_outline", "arrow_circle_down",
    "arrow_circle_left", "arrow_circle_right", "arrow_circle_up", "cancel", "check_box", "check_box_outline_blank",
    "check_circle", "check_circle_outline", "circle", "disabled_by_default", "error", "error_outline",
    "expand_circle_down", "help", "help_center", "help_outline", "highlight_off", "indeterminate_check_box", "info",
    "info_outline", "looks_3", "looks_4", "looks_5", "looks_6", "looks_one", "looks_two", "monetization_on",
    "pause_circle_filled", "pause_circle_outline", "play_circle", "play_circle_outline", "radio_button_checked",
    "radio_button_unchecked",
    "remove_circle", "remove_circle_outline", "square", "stop_circle", "supervised_user_circle", "stars",
    "schedule", "pending", "my_location",
  ]
}
