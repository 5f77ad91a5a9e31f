import CCairo
import Foundation
import Vellum

extension PangoTextEngine {
  /// Adds a run's styled spans as Pango attributes over their byte ranges; a span's colour
  /// overrides the paint the run is drawn with.
  func addSpans(_ run: TextRun, to attributes: OpaquePointer) {
    let length = run.string.utf8.count
    for span in run.spans where !span.isPlainSpan {
      let start = UInt32(min(max(span.range.lowerBound, 0), length))
      let end = UInt32(min(max(span.range.upperBound, 0), length))
      guard start < end else { continue }
      func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
        guard let attribute else { return }
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_change(attributes, attribute)
      }
      var font = run.font
      if let weight = span.weight { font.weight = weight }
      if let italic = span.italic { font.italic = italic }
      if let design = span.design { font.design = design }
      if let size = span.size { font.size = size }
      if let family = span.family { font.family = family }
      if font != run.font {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, FontLibrary.family(font))
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        add(pango_attr_font_desc_new(description))
        pango_font_description_free(description)
      }
      func channels(_ color: RGBA) -> (UInt16, UInt16, UInt16, UInt16) {
        let c = color.eightBit
        func unit(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return (unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
      }
      if let color = span.color {
        let (r, g, b, a) = channels(color)
        add(pango_attr_foreground_new(r, g, b))
        add(pango_attr_foreground_alpha_new(a))
      }
      if let underline = span.underline {
        add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        if let color = underline {
          let (r, g, b, _) = channels(color)
          add(pango_attr_underline_color_new(r, g, b))
        }
      }
      if let strike = span.strikethrough {
        add(pango_attr_strikethrough_new(1))
        if let color = strike {
          let (r, g, b, _) = channels(color)
          add(pango_attr_strikethrough_color_new(r, g, b))
        }
      }
      let spacing = (font.tracking) + (span.letterSpacing ?? 0)
      if spacing != run.font.tracking {
        add(pango_attr_letter_spacing_new(Int32((spacing * CGFloat(PANGO_SCALE)).rounded())))
      }
      if let offset = span.baselineOffset, offset != 0 {
        add(pango_attr_rise_new(Int32((offset * CGFloat(PANGO_SCALE)).rounded())))
      }
      if span.isHidden {
        // Pango reads an alpha of 0 as unset: 1 in 65,535 draws nothing at 8 bits a channel.
        add(pango_attr_foreground_alpha_new(1))
        add(pango_attr_underline_new(PANGO_UNDERLINE_NONE))
        add(pango_attr_strikethrough_new(0))
      }
    }
  }
}

extension TextSpan {
  var isPlainSpan: Bool {
    weight == nil && italic == nil && design == nil && size == nil && family == nil && color == nil && underline == nil
      && strikethrough == nil && letterSpacing == nil && baselineOffset == nil && !isHidden
  }
}
