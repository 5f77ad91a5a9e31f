import Vellum

extension RGBA {
  /// The colour as iOS composites it: each channel, alpha included, rounded to 8 bits.
  /// Cairo takes a 16-bit colour and truncates it to 8 bits when it composites, so an alpha
  /// of 0.12 (30.6 of 255) became 30 where iOS draws 31: `tertiarySystemFill` over white was
  /// rgb(239, 239, 240) where iOS draws rgb(238, 238, 239). A channel already a whole number of
  /// 255ths is unchanged.
  var eightBit: RGBA {
    func round(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
    return RGBA(round(red), round(green), round(blue), round(alpha))
  }
}
