import Foundation

/// A colour set entry that names a system colour instead of giving components, as Xcode
/// writes one set to "System Orange" or "Label": `"color": {"reference": "systemOrangeColor"}`
/// (an app's AccentColor often is). The entry takes that colour's light and dark values.
enum SystemColorReference {
  /// The light and dark values of the system colour `reference` names (UIKit's name with
  /// "Color" after it), or nil for a name Vellum does not know.
  static func values(of reference: String) -> (light: RGBA, dark: RGBA)? {
    let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    guard let color = colors[name]?.color else { return nil }
    switch color.storage {
    case .fixed(let rgba): return (rgba.withAlpha(color.opacityFactor), rgba.withAlpha(color.opacityFactor))
    case .system(let light, let dark, _):
      return (light.withAlpha(color.opacityFactor), dark.withAlpha(color.opacityFactor))
    case .accent: return (Color.blueLight, Color.blueDark)
    }
  }

  private static let colors: [String: UIColor] = [
    "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
    "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan,
    "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple,
    "systemPink": .systemPink, "systemBrown": .systemBrown, "systemGray": .systemGray, "systemGray2": .systemGray2,
    "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
    "systemGray6": .systemGray6, "label": .label, "secondaryLabel": .secondaryLabel,
    "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText,
    "separator": .separator, "opaqueSeparator": .opaqueSeparator, "link": .link, "systemFill": .systemFill,
    "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
    "quaternarySystemFill": .quaternarySystemFill, "systemBackground": .systemBackground,
    "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
    "systemGroupedBackground": .systemGroupedBackground,
    "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "black": .black, "white": .white,
    "clear": .clear, "darkGray": .darkGray, "lightGray": .lightGray, "gray": .gray,
  ]
}
