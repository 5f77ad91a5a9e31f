import Vellum

// criticalmaps' settings building blocks, from the corpus README's source notes: a ScrollView
// form whose content font is title2 medium with a brand-yellow switch tint, rows padded 8 / 16
// that end with a 1 pt #DADCE0 separator, and bold section titles.

extension Color {
  /// criticalmaps' brand yellow, #FFD633.
  static let criticalMapsYellow = Color(red: 0xFF / 255, green: 0xD6 / 255, blue: 0x33 / 255)
  /// textPrimary, #1A1A1A.
  static let criticalMapsTextPrimary = Color(red: 0x1A / 255, green: 0x1A / 255, blue: 0x1A / 255)
  /// textSecondary, #909399.
  static let criticalMapsTextSecondary = Color(red: 0x90 / 255, green: 0x93 / 255, blue: 0x99 / 255)
  /// The row separator, #DADCE0.
  static let criticalMapsSeparator = Color(red: 0xDA / 255, green: 0xDC / 255, blue: 0xE0 / 255)
}

/// `SettingsForm`: a ScrollView whose content is set in title2 medium, with yellow switches.
struct CriticalMapsSettingsForm<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ScrollView {
      content
    }
    .font(.title2.weight(.medium))
    .toggleStyle(SwitchToggleStyle(tint: .criticalMapsYellow))
  }
}

/// A settings row: the content padded 8 vertically and 16 horizontally, then the separator.
struct CriticalMapsSettingsRow<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading) {
      content
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
      Rectangle().fill(Color.criticalMapsSeparator).frame(height: 1)
    }
  }
}

/// A bold section title ("Theme", "App Icon", "Support"), 16 pt from the leading edge, 24 above and 16 below.
struct CriticalMapsSectionTitle: View {
  var title: String

  var body: some View {
    Text(title)
      .font(.title.bold())
      .padding(.horizontal, 16)
      .padding(.top, 24)
      .padding(.bottom, 16)
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}
