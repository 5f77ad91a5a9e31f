import Foundation

/// A value attached to part of a text with `Text.customAttribute(_:)`, read back by a
/// `TextRenderer` from the runs it covers (`run[MyAttribute.self]`). It changes nothing
/// else about how the text is drawn.
public protocol TextAttribute: Hashable {}

extension Text {
  /// Attaches `value` to this text's characters, for a `TextRenderer` to find in its runs.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
    var copy = self
    copy.customAttributes.append(AnyHashable(value))
    return copy
  }

  /// The custom attributes of each part, over the part's UTF-8 offsets into the text's run
  /// (as `run(in:)` joins the parts). Parts without any are left out.
  func attributeRanges(in environment: EnvironmentValues) -> [TextAttributeRange] {
    var ranges: [TextAttributeRange] = []
    var start = 0
    for part in parts {
      let count = cased(part.string, environment).utf8.count
      if !part.customAttributes.isEmpty {
        ranges.append(TextAttributeRange(range: start..<start + count, attributes: part.customAttributes))
      }
      start += count
    }
    return ranges
  }
}

/// Custom attributes over a range of a run's UTF-8 offsets.
struct TextAttributeRange {
  var range: Range<Int>
  var attributes: [AnyHashable]
}
