import CCairo
import Foundation
import Vellum

/// Measures and draws text with Pango over the hermetic fonts, at 72 dpi so one point is
/// one unit. Line boxes use SF Pro's ratios (spec §1.2); Inter supplies the glyphs with
/// SF's tracking applied as letter spacing. Measurements are cached by run, width and
/// line cap. Threads may share an engine: a lock serialises its Pango calls.
public final class PangoTextEngine: TextMeasuring, @unchecked Sendable {
  let lock = NSRecursiveLock()
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private var cache: [Key: TextMetrics] = [:]
  private var singleLines: [TextRun: SingleLine] = [:]
  private var spaceWidths: [ResolvedFont: CGFloat] = [:]
  /// How many layouts were measured (cache misses); tests read it.
  public private(set) var measureCount = 0

  struct Key: Hashable {
    let run: TextRun
    let width: CGFloat?
    let maxLines: Int?
  }

  public init() throws {
    try FontLibrary.check()
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw RenderError.backend("Pango could not create a FreeType font map")
    }
    fontMap = map
    (postScriptNames, fontsGeneration) = Self.loadFonts(into: map)
    pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
    context = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  /// The lower-cased PostScript names of the app's fonts that name no family ("roboto-bold").
  private var postScriptNames: Set<String>
  /// The `CustomFonts.generation` the font map was loaded at.
  private var fontsGeneration: Int

  /// Gives a font map a private fontconfig with Vellum's fonts and the app's; answers the
  /// app fonts' PostScript names and the registrations it holds.
  private static func loadFonts(into fontMap: UnsafeMutablePointer<PangoFontMap>) -> (Set<String>, Int) {
    let generation = CustomFonts.generation
    guard let config = FontLibrary.makeConfig() else { return ([], generation) }
    let names = Set(PostScriptNames.aliases(in: config).map { $0.name.lowercased() })
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    FcConfigDestroy(config)
    return (names, generation)
  }

  /// Loads the fonts again when files were registered since (an app registering its fonts
  /// in its `init`, after the engine was made); what was measured with the old set is
  /// forgotten. The caller holds the lock.
  private func loadRegisteredFonts() {
    guard CustomFonts.generation != fontsGeneration else { return }
    (postScriptNames, fontsGeneration) = Self.loadFonts(into: fontMap)
    knownFamilies = nil
    cache.removeAll()
    singleLines.removeAll()
    spaceWidths.removeAll()
  }

  /// The lower-cased family names the font map holds, listed when first asked for.
  private var knownFamilies: Set<String>?
  private var familyNames: Set<String> {
    if let knownFamilies { return knownFamilies }
    let names = listFamilies()
    knownFamilies = names
    return names
  }

  private func listFamilies() -> Set<String> {
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(fontMap, &families, &count)
    defer { g_free(families) }
    var names = Set<String>()
    for index in 0..<Int(count) {
      if let family = families?[index], let name = pango_font_family_get_name(family) {
        names.insert(String(cString: name).lowercased())
      }
    }
    return names
  }

  /// Whether the private fontconfig holds a family, or an app font's PostScript name, of this
  /// name (case-insensitive), as `Font.custom` needs.
  public func hasFontFamily(_ family: String) -> Bool {
    lock.withLock {
      loadRegisteredFonts()
      return familyNames.contains(family.lowercased()) || postScriptNames.contains(family.lowercased())
    }
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// A Pango layout for a run under a width and line cap. The caller unrefs it. A word too
  /// wide for its line is hyphenated at its syllables (`Hyphenation`) when each syllable then
  /// fits; at width 0 (a text's minimum) every grapheme is on its own line, as before. Text
  /// that wraps to two lines keeps its last word company (`keepingLastWordCompany`).
  func makeLayout(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> OpaquePointer {
    let layout = plainLayout(run, width: width, maxLines: maxLines)
    guard let width, width > 0 else { return layout }
    guard let hyphenated = run.hyphenatingWords(brokenIn: layout) else {
      return keepingLastWordCompany(layout, run, width: width, maxLines: maxLines)
    }
    // Where a syllable is still wider than the line, the word breaks between letters
    // without hyphens instead.
    let syllables = plainLayout(hyphenated, width: width, maxLines: maxLines)
    guard hyphenated.wordsBroken(in: syllables).isEmpty else {
      g_object_unref(UnsafeMutableRawPointer(syllables))
      return layout
    }
    g_object_unref(UnsafeMutableRawPointer(layout))
    return syllables
  }

  /// iOS does not leave the last word of a text wrapped to two lines alone on its line: the
  /// first line's last word moves down to join it (TextKit's `pushOut` line-break strategy,
  /// which `Text` and `UILabel` use; the bwa-item-list-digits-dark render wraps a code as
  /// “123 456” / “789 0”, where greedy wrapping gives “123 456 789” / “0”). Longer text keeps
  /// greedy wrapping, as iOS does (bw-two-factor-duo-ax5 ends a four-line paragraph on “in.”
  /// alone). Where the two words do not fit one line together, nothing moves.
  private func keepingLastWordCompany(_ layout: OpaquePointer, _ run: TextRun, width: CGFloat, maxLines: Int?)
    -> OpaquePointer
  {
    guard pango_layout_is_ellipsized(layout) == 0, let moved = run.movingLastWordDown(in: layout)
    else { return layout }
    let relaid = plainLayout(moved, width: width, maxLines: maxLines)
    guard pango_layout_get_line_count(relaid) == 2, pango_layout_is_ellipsized(relaid) == 0 else {
      g_object_unref(UnsafeMutableRawPointer(relaid))
      return layout
    }
    g_object_unref(UnsafeMutableRawPointer(layout))
    return relaid
  }

  /// A Pango layout for a run as it is.
  private func plainLayout(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    let description = pango_font_description_new()
    pango_font_description_set_family(description, FontLibrary.family(run.font))
    pango_font_description_set_absolute_size(description, Double(run.font.size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(run.font.weight)))
    pango_font_description_set_style(description, run.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    let attributes = pango_attr_list_new()
    if run.font.tracking != 0 {
      pango_attr_list_insert(
        attributes, pango_attr_letter_spacing_new(Int32((run.font.tracking * CGFloat(PANGO_SCALE)).rounded())))
    }
    if run.font.monospacedDigits {
      pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
    }
    if run.font.lowercaseSmallCaps {
      // Inter has no `smcp`/`c2sc`: Pango 1.50 synthesises the small capitals.
      pango_attr_list_insert(
        attributes,
        pango_attr_variant_new(run.font.uppercaseSmallCaps ? PANGO_VARIANT_ALL_SMALL_CAPS : PANGO_VARIANT_SMALL_CAPS))
    }
    // iOS breaks a word too long for its line and with no syllable break between characters,
    // without a hyphen; at a soft hyphen it draws one.
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    for word in run.wordsWithSoftHyphens {
      let hyphens = pango_attr_insert_hyphens_new(1)!
      hyphens.pointee.start_index = UInt32(word.lowerBound)
      hyphens.pointee.end_index = UInt32(word.upperBound)
      pango_attr_list_insert(attributes, hyphens)
    }
    addSpans(run, to: attributes!)
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    run.string.withCString { pango_layout_set_text(layout, $0, -1) }
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let width {
      pango_layout_set_width(layout, Int32(min(width + Self.wrapSlack(run), 1e6) * CGFloat(PANGO_SCALE)))
    }
    if let maxLines {
      pango_layout_set_height(layout, -Int32(clamping: max(maxLines, 1)))
      let mode: PangoEllipsizeMode =
        switch run.truncation {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
      if width != nil { pango_layout_set_ellipsize(layout, mode) }
    }
    return layout
  }

  /// How far past the width Pango's line breaking must be allowed to reach so that a line
  /// whose logical width fits the width stays on one line: Pango counts the letter spacing
  /// after a line's last glyph when it breaks, but not in the line's logical width. Without
  /// it, text offered the width it measured wrapped again (53 pt text measured 161.1 pt wide
  /// on three lines took four at 161.1) and was drawn truncated.
  static func wrapSlack(_ run: TextRun) -> CGFloat { max(run.font.tracking, 0) + 1 / 256 }

  /// The logical width of each line, in points.
  func lineWidths(_ layout: OpaquePointer) -> [CGFloat] {
    let count = Int(pango_layout_get_line_count(layout))
    return (0..<count).map { index in
      var logical = PangoRectangle()
      pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), nil, &logical)
      return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }
  }

  public func measure(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
    lock.withLock {
      loadRegisteredFonts()
      let key = Key(run: run, width: width, maxLines: maxLines)
      if let cached = cache[key] { return cached }
      let metrics =
        shortcut(run, width: width, maxLines: maxLines) ?? measureByLayout(run, width: width, maxLines: maxLines)
      cache[key] = metrics
      return metrics
    }
  }

  /// Answers from the run's one unwrapped shaping where a wrapped layout is not needed: a
  /// single line that fits the width is not wrapped, and a width of 0 puts one grapheme on
  /// each line. Wrapping at width 0 through Pango reshapes the rest of the text for every
  /// line; it was most of the cost of laying out text in stacks.
  func shortcut(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> TextMetrics? {
    lock.lock()
    defer { lock.unlock() }
    let line = singleLine(run)
    guard line.breaks == 0 else { return nil }
    guard let width else { return line.metrics }
    if line.units <= pangoUnits(width) { return line.metrics }
    guard width == 0, let narrowest = line.narrowest else { return nil }
    if maxLines == nil { return narrowest }
    // Capped to one line, text that does not fit at width 0 is an ellipsis alone.
    if maxLines == 1, narrowest.lineCount > 1 { return ellipsis(run) }
    return nil
  }

  /// What a run capped to one line measures at width 0: the ellipsis alone, the same for
  /// every string in the run's font.
  private func ellipsis(_ run: TextRun) -> TextMetrics {
    var alone = run
    alone.string = "xx"
    alone.spans = []
    alone.lineLimit = nil
    alone.alignment = .leading
    alone.rightToLeft = false
    if let known = cache[Key(run: alone, width: 0, maxLines: 1)] { return known }
    let metrics = measureByLayout(alone, width: 0, maxLines: 1)
    cache[Key(run: alone, width: 0, maxLines: 1)] = metrics
    return metrics
  }

  /// Measures through a Pango layout of the run under the width and line cap.
  func measureByLayout(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
    lock.withLock {
      measureCount += 1
      let layout = makeLayout(run, width: width, maxLines: maxLines)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let widths = lineWidths(layout)
      var measured = metrics(of: widths, run)
      if let width, widths.count > 1 {
        measured.size.width = wrappedWidth(layout, run, widths: widths, offered: width)
      }
      // Pango can end an ellipsized line a fraction of a point past its width (the ellipsis
      // is shaped after the cut); truncated text reports no more than it was offered, as on
      // iOS. A width too narrow for the ellipsis itself still overflows by the ellipsis.
      if let width, pango_layout_is_ellipsized(layout) != 0, measured.size.width > width,
        measured.size.width - width < 1
      {
        measured.size.width = width
      }
      return measured
    }
  }

  /// The size of lines of these widths in the run's font.
  private func metrics(of widths: [CGFloat], _ run: TextRun) -> TextMetrics {
    let lines = max(widths.count, 1)
    return TextMetrics(
      size: CGSize(width: widths.max() ?? 0, height: run.font.height(ofLines: lines)), lineCount: lines)
  }

  /// The width of a text wrapped onto several lines. iOS measures a line that wraps at a
  /// space with that space: the text is as wide as its widest line with its trailing
  /// spaces, and no wider than it was offered (an iOS 17 row's code wrapped as “123 456” /
  /// “789 0” is eight digits' advance wide, the first line and its space; a centred capsule
  /// label is one space wider than its first line; the same code offered less than its
  /// spaced line is as wide as its offer). Pango leaves those spaces out of a line's width,
  /// and a word moved down (`movingLastWordDown`) wraps at a line break that was a space
  /// in the text, so the spaces are counted in the run's own string. Where a line is drawn
  /// is unchanged: a centred line centres its ink.
  private func wrappedWidth(_ layout: OpaquePointer, _ run: TextRun, widths: [CGFloat], offered: CGFloat) -> CGFloat {
    let bytes = Array(run.string.utf8)
    let widest = widths.max() ?? 0
    var spaced = widest
    for index in 0..<(widths.count - 1) {
      let end = Int(pango_layout_get_line_readonly(layout, Int32(index + 1)).pointee.start_index)
      let start = Int(pango_layout_get_line_readonly(layout, Int32(index)).pointee.start_index)
      guard end <= bytes.count, start < end else { continue }
      let spaces = bytes[start..<end].reversed().prefix { $0 == 0x20 }.count
      if spaces > 0 { spaced = max(spaced, widths[index] + CGFloat(spaces) * spaceWidth(run)) }
    }
    return max(widest, min(spaced, offered))
  }

  /// The advance of a space in the run's font (with its letter spacing).
  private func spaceWidth(_ run: TextRun) -> CGFloat {
    if let known = spaceWidths[run.font] { return known }
    var space = run
    space.string = "  "
    space.spans = []
    space.lineLimit = nil
    let layout = plainLayout(space, width: nil, maxLines: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    // Two spaces less one: a line's logical width leaves out the letter spacing after its
    // last character, and a wrapped line's trailing space has it.
    space.string = " "
    let one = plainLayout(space, width: nil, maxLines: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(one)) }
    var two = PangoRectangle()
    var single = PangoRectangle()
    pango_layout_get_extents(layout, nil, &two)
    pango_layout_get_extents(one, nil, &single)
    let width = CGFloat(two.width - single.width) / CGFloat(PANGO_SCALE)
    spaceWidths[run.font] = width
    return width
  }

  private func pangoUnits(_ width: CGFloat) -> Int32 { Int32(min(width, 1e6) * CGFloat(PANGO_SCALE)) }

  /// A run shaped once on one line.
  struct SingleLine {
    /// Its size unwrapped.
    var metrics: TextMetrics
    /// Its width in Pango units.
    var units: Int32
    /// How many hard line breaks it holds.
    var breaks: Int
    /// Its size at width 0: the widest grapheme, one non-blank grapheme per line.
    var narrowest: TextMetrics?
  }

  private func singleLine(_ run: TextRun) -> SingleLine {
    if let known = singleLines[run] { return known }
    measureCount += 1
    let layout = makeLayout(run, width: nil, maxLines: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let count = Int(pango_layout_get_line_count(layout))
    let line = SingleLine(
      metrics: metrics(of: lineWidths(layout), run), units: logical.width, breaks: count - 1,
      narrowest: count == 1 ? narrowest(layout, run) : nil)
    singleLines[run] = line
    return line
  }

  /// The width-0 size read from an unwrapped layout: one visible grapheme per line (SwiftUI's
  /// rule; blanks hang at line ends), each at its glyph's own advance rounded to whole
  /// points, as Pango draws a lone glyph, without letter spacing (trimmed at line edges).
  /// Nil for what this reading does not cover — several runs (font fallback, bidi),
  /// ligatures, graphemes of several glyphs, blank text — which are measured by a layout.
  private func narrowest(_ layout: OpaquePointer, _ run: TextRun) -> TextMetrics? {
    guard let line = pango_layout_get_line_readonly(layout, 0), g_slist_length(line.pointee.runs) == 1,
      let first = line.pointee.runs?.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
      let glyphs = first.glyphs?.pointee, let item = first.item?.pointee, let font = item.analysis.font
    else { return nil }
    let count = Int(glyphs.num_glyphs)
    let bytes = Array(run.string.utf8)
    // One glyph per grapheme: every glyph starts a cluster.
    guard count == run.string.count else { return nil }
    var lines = 0
    var widest: Int32 = 0
    for index in 0..<count {
      let info = glyphs.glyphs[index]
      guard info.attr.is_cluster_start != 0 else { return nil }
      let start = Int(item.offset) + Int(glyphs.log_clusters[index])
      guard start < bytes.count else { return nil }
      if isBlank(bytes, at: start) { continue }
      lines += 1
      var logical = PangoRectangle()
      pango_font_get_glyph_extents(font, info.glyph, nil, &logical)
      widest = max(widest, (logical.width + PANGO_SCALE / 2) & ~(PANGO_SCALE - 1))
    }
    guard lines > 0 else { return nil }
    return TextMetrics(
      size: CGSize(width: CGFloat(widest) / CGFloat(PANGO_SCALE), height: run.font.height(ofLines: lines)),
      lineCount: lines)
  }

  /// Whether the character starting at a byte offset is white space.
  private func isBlank(_ bytes: [UInt8], at offset: Int) -> Bool {
    let byte = bytes[offset]
    if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) }
    return String(decoding: bytes[offset...].prefix(4), as: UTF8.self).first?.isWhitespace ?? false
  }

  /// How many characters of `run` no font in Vellum's set can draw (shown as boxes).
  public func missingGlyphs(_ run: TextRun) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let layout = makeLayout(run, width: nil, maxLines: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return Int(pango_layout_get_unknown_glyphs_count(layout))
  }

  /// Draws a run laid out in `frame`: each line on SF's baseline grid, aligned per the run.
  func draw(_ run: TextRun, in frame: CGRect, on cairo: OpaquePointer) {
    lock.lock()
    defer { lock.unlock() }
    let (run, layout) = framedLayout(run, in: frame.size)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    for (index, lineWidth) in lineWidths(layout).enumerated() {
      let line = pango_layout_get_line_readonly(layout, Int32(index))
      let dx = Self.indent(run, slack: frame.width - lineWidth)
      let baseline = frame.minY + CGFloat(index) * run.font.linePitch + run.font.ascender
      cairo_move_to(cairo, Double(frame.minX + dx), Double(baseline))
      pango_cairo_show_layout_line(cairo, line)
    }
  }

  /// The run as drawn in a frame of `size` (shrunk if it must be) and its Pango layout,
  /// which the caller frees. The caller holds the lock.
  func framedLayout(_ run: TextRun, in size: CGSize) -> (TextRun, OpaquePointer) {
    loadRegisteredFonts()
    let run = run.fitted(
      width: size.width + 0.5, maxLines: run.font.lines(fittingIn: size.height + 0.01), measurer: self)
    let lineCap = run.font.lines(fittingIn: size.height + 0.01)
    let maxLines = run.lineLimit.map { min($0, lineCap) } ?? lineCap
    // Text that fits on one line is drawn unwrapped, so Pango's unit rounding never
    // wraps or truncates what layout measured as fitting.
    let fitsOneLine = measure(run, width: nil, maxLines: nil).size.width <= size.width + 0.5
    let layout =
      fitsOneLine
      ? makeLayout(run, width: nil, maxLines: nil) : makeLayout(run, width: size.width + 0.5, maxLines: maxLines)
    return (run, layout)
  }

  /// How far a line is moved right in its frame, for the run's alignment and direction.
  static func indent(_ run: TextRun, slack: CGFloat) -> CGFloat {
    var alignment = run.alignment
    if run.rightToLeft { alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center }
    return switch alignment {
    case .leading: 0
    case .center: slack / 2
    case .trailing: slack
    }
  }

  /// Draws an icon-font glyph centred in `frame`: Material Icons' ink is centred on its
  /// advance and half an em above the baseline (spec §9).
  func draw(_ glyph: SymbolGlyph, in frame: CGRect, on cairo: OpaquePointer) {
    lock.lock()
    defer { lock.unlock() }
    let em = glyph.pointSize * SymbolGlyph.emPerPoint
    let layout = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_new()
    pango_font_description_set_family(description, FontLibrary.symbolFamily)
    pango_font_description_set_absolute_size(description, Double(em) * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    let scalar = Unicode.Scalar(glyph.codepoint).map { String(Character($0)) } ?? "?"
    scalar.withCString { pango_layout_set_text(layout, $0, -1) }
    let advance = lineWidths(layout).first ?? em
    let line = pango_layout_get_line_readonly(layout, 0)
    // The glyph is drawn about the frame's centre: its advance centred, its em box centred
    // vertically (Material's ink sits in the middle of its em), then scaled (below).
    var origin = (x: Double(-advance / 2), y: Double(em / 2))
    var scale = (x: 1.0, y: 1.0)
    let width = glyph.outlined ? Double(glyph.pointSize * SymbolGlyph.outlineWidthPerPoint) : 0
    /// The stand-in's ink box in points, about the layout's origin.
    func inkBox() -> (x: Double, y: Double, width: Double, height: Double) {
      var ink = PangoRectangle()
      pango_layout_line_get_extents(line, &ink, nil)
      let unit = Double(PANGO_SCALE)
      return (Double(ink.x) / unit, Double(ink.y) / unit, Double(ink.width) / unit, Double(ink.height) / unit)
    }
    if let enclosure = glyph.enclosure, let line {
      drawEnclosed(enclosure, glyph: glyph, line: line, ink: inkBox(), in: frame, on: cairo)
      return
    }
    if let target = glyph.inkSize {
      // A measured symbol: the stand-in's ink is stretched to cover iOS's ink box, centred.
      let ink = inkBox()
      let inkWidth = ink.width
      let inkHeight = ink.height
      // A zero or non-finite scale would put the Cairo context in an error state and lose
      // everything drawn after it: such a symbol is not drawn.
      guard inkWidth > 0, inkHeight > 0, Double(target.width) > width, Double(target.height) > width,
        target.width.isFinite, target.height.isFinite
      else { return }
      do {
        scale = ((Double(target.width) - width) / inkWidth, (Double(target.height) - width) / inkHeight)
        origin = (-(ink.x + inkWidth / 2), -(ink.y + inkHeight / 2))
      }
    } else {
      if glyph.outlined {
        // The outline is stroked inside the glyph's own ink: half the line on either side of
        // the contour, with the glyph drawn smaller by that half so the ink keeps its extent.
        let shrink = 1 - width / Double(glyph.pointSize)
        scale = (shrink, shrink)
      }
      if let limit = glyph.inkLimit {
        // A resizable symbol: the stand-in's ink is scaled to fit the frame, centred.
        let ink = inkBox()
        let fit = min(
          Double(limit.width) / max(ink.width * scale.x, 0.001), Double(limit.height) / max(ink.height * scale.y, 0.001)
        )
        if fit > 0, fit.isFinite {
          scale = (scale.x * fit, scale.y * fit)
          origin = (-(ink.x + ink.width / 2), -(ink.y + ink.height / 2))
        }
      }
    }
    cairo_save(cairo)
    cairo_translate(cairo, Double(frame.midX), Double(frame.midY))
    cairo_scale(cairo, scale.x, scale.y)
    cairo_move_to(cairo, origin.x, origin.y)
    guard glyph.outlined else {
      pango_cairo_show_layout_line(cairo, line)
      cairo_restore(cairo)
      return
    }
    pango_cairo_layout_line_path(cairo, line)
    cairo_restore(cairo)
    cairo_save(cairo)
    cairo_set_line_width(cairo, width)
    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    // Solid, whatever dash an earlier shape's stroke left on the context.
    cairo_set_dash(cairo, nil, 0, 0)
    cairo_stroke(cairo)
    cairo_restore(cairo)
  }

  /// A stand-in that is only the inner glyph of an enclosed symbol (`SymbolEnclosure`): the
  /// circle or rounded square fills iOS's ink box for the family, as a ring (the outline
  /// form) or a disc with the glyph cut out of it (`.fill`, so the background shows through),
  /// and the glyph keeps its proportions at half the enclosure's width.
  private func drawEnclosed(
    _ enclosure: SymbolEnclosure, glyph: SymbolGlyph, line: UnsafeMutablePointer<PangoLayoutLine>,
    ink: (x: Double, y: Double, width: Double, height: Double), in frame: CGRect, on cairo: OpaquePointer
  ) {
    let target = glyph.inkSize ?? CGSize(width: glyph.pointSize, height: glyph.pointSize)
    let side = Double(min(target.width, target.height))
    let lineWidth = Double(glyph.pointSize * SymbolGlyph.outlineWidthPerPoint)
    // A degenerate size would put the context in an error state: such a symbol is not drawn.
    guard side.isFinite, side > 2 * lineWidth, ink.width > 0, ink.height > 0 else { return }
    let centre = (x: Double(frame.midX), y: Double(frame.midY))
    func addEnclosure(inset: Double) {
      let length = side - 2 * inset
      let (left, top) = (centre.x - length / 2, centre.y - length / 2)
      cairo_new_sub_path(cairo)
      switch enclosure {
      case .circle, .dashedRing: cairo_arc(cairo, centre.x, centre.y, length / 2, 0, 2 * Double.pi)
      case .roundedSquare:
        let radius = length * Double(SymbolEnclosure.cornerShare)
        cairo_arc(cairo, left + length - radius, top + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, left + length - radius, top + length - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, left + radius, top + length - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, left + radius, top + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
      }
    }
    let fit = side * Double(SymbolEnclosure.innerShare) / max(ink.width, ink.height)
    func showInner() {
      cairo_save(cairo)
      cairo_translate(cairo, centre.x, centre.y)
      cairo_scale(cairo, fit, fit)
      cairo_move_to(cairo, -(ink.x + ink.width / 2), -(ink.y + ink.height / 2))
      pango_cairo_show_layout_line(cairo, line)
      cairo_restore(cairo)
    }
    cairo_save(cairo)
    cairo_new_path(cairo)
    if enclosure.isFilled {
      cairo_push_group(cairo)
      addEnclosure(inset: 0)
      cairo_fill(cairo)
      // The glyph is cut out whole, whatever the opacity of the symbol's own colour.
      cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
      cairo_set_source_rgba(cairo, 0, 0, 0, 1)
      showInner()
      cairo_pop_group_to_source(cairo)
      cairo_paint(cairo)
    } else {
      addEnclosure(inset: lineWidth / 2)
      cairo_set_line_width(cairo, lineWidth)
      cairo_set_dash(cairo, nil, 0, 0)
      if case .dashedRing = enclosure {
        let dash = Double.pi * (side - lineWidth) / Double(2 * SymbolEnclosure.dashCount)
        withUnsafePointer(to: dash) { cairo_set_dash(cairo, $0, 1, dash / 2) }
      }
      cairo_stroke(cairo)
      if enclosure != .dashedRing(aroundGlyph: false) { showInner() }
    }
    cairo_restore(cairo)
  }
}
