/// The font `Text` uses where no `.font` is set: a grouped list's section header sets the
/// footnote size here rather than as the view's font, so its text is footnote while a symbol in
/// the header (a refresh button's `arrow.clockwise`) keeps the body size, as iOS 17 draws it
/// (bwa-debug-menu: the header's symbol is 14 × 17 pt of ink, body-sized, beside footnote text).
enum DefaultTextFontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
  /// The font of text with no `.font` set (nil: `.body`); `\.font` wins over it.
  var defaultTextFont: Font? {
    get { self[DefaultTextFontKey.self] }
    set { self[DefaultTextFontKey.self] = newValue }
  }
}
