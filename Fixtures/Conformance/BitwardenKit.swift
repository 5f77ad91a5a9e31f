import Vellum

// Bitwarden's building blocks, written from the corpus README's description ("Source notes:
// Bitwarden building blocks"); the Bitwarden and Authenticator cases are built from them.

extension Color {
  /// Bitwarden's brand blue, #175DDC (dark: #B2C5FF).
  static let bitwardenBlue = Color(red: 0x17 / 255, green: 0x5D / 255, blue: 0xDC / 255)
  static let bitwardenBlueDark = Color(red: 0xB2 / 255, green: 0xC5 / 255, blue: 0xFF / 255)
  /// Bitwarden's destructive red, #BA1A1A.
  static let bitwardenRed = Color(red: 0xBA / 255, green: 0x1A / 255, blue: 0x1A / 255)
  /// The tertiary fill of grey buttons, #E3E4E8.
  static let bitwardenFillTertiary = Color(red: 0xE3 / 255, green: 0xE4 / 255, blue: 0xE8 / 255)

  /// Bitwarden's asset colours, which adapt to the colour scheme (values measured in the
  /// corpus's light and dark renders).
  static let bitwardenBackgroundSecondary = adaptive(0xF2F2F7, 0x1C1C1E)
  /// Cards and rows: white, #2C2C2E in dark.
  static let bitwardenBackgroundPrimary = adaptive(0xFFFFFF, 0x2C2C2E)
  static let bitwardenTextPrimary = adaptive(0x000000, 0xFFFFFF)
  static let bitwardenTextSecondary = adaptive(0x505059, 0xA4A4AB)
  static let bitwardenSeparator = adaptive(0xC6C6C8, 0x444447)
  /// The brand blue that tints buttons, toggles and toolbar items: #175DDC, #B2C5FF in dark.
  static let bitwardenTint = adaptive(0x175DDC, 0xB2C5FF)
  /// The opaque navigation bar background Bitwarden configures: white, #1C1C1E in dark.
  static let bitwardenBarBackground = adaptive(0xFFFFFF, 0x1C1C1E)

  /// An asset-catalogue colour with any and dark appearances, given as 0xRRGGBB.
  static func adaptive(_ light: Int, _ dark: Int, darkOpacity: CGFloat = 1) -> Color {
    func uiColor(_ value: Int, _ alpha: CGFloat) -> UIColor {
      UIColor(
        red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
        blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }
    return Color(
      uiColor: UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? uiColor(dark, darkOpacity) : uiColor(light, 1)
      }))
  }
}

/// The colours in which the two apps' renders differ (dark mode only): Bitwarden's dark cards
/// are #2C2C2E and its secondary text #A4A4AB; the Authenticator's are #3A3A3C and the system
/// secondary label. The building blocks read the palette from the environment.
struct BitwardenPalette: Sendable {
  var textSecondary: Color
  var card: Color

  static let bitwarden = BitwardenPalette(
    textSecondary: .bitwardenTextSecondary, card: .bitwardenBackgroundPrimary)
  static let authenticator = BitwardenPalette(
    textSecondary: .adaptive(0x505059, 0xEBEBF5, darkOpacity: 0.6), card: .adaptive(0xFFFFFF, 0x3A3A3C))
}

extension EnvironmentValues {
  @Entry var bitwardenPalette = BitwardenPalette.bitwarden
}

/// Bitwarden's text styles: size and line height.
enum BitwardenStyle {
  case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  var font: Font {
    switch self {
    case .largeTitle: .largeTitle
    case .title: .title
    case .title2: .title2
    case .title3: .title3
    case .headline: .headline
    case .body: .body
    case .callout: .callout
    case .subheadline: .subheadline
    case .footnote: .footnote
    case .caption1: .caption
    case .caption2: .caption2
    }
  }

  var size: CGFloat {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption1: 12
    case .caption2: 11
    }
  }

  var lineHeight: CGFloat {
    switch self {
    case .largeTitle: 41
    case .title: 34
    case .title2: 28
    case .title3: 25
    case .headline, .body: 22
    case .callout: 21
    case .subheadline: 20
    case .footnote: 18
    case .caption1: 16
    case .caption2: 13
    }
  }
}

extension View {
  /// Bitwarden's `styleGuide(_:)`: the text style's font, half the line height's excess as
  /// vertical padding and line spacing, and the line height as the minimum height.
  func styleGuide(_ style: BitwardenStyle) -> some View {
    let extra = (style.lineHeight - style.size) / 2
    return self.font(style.font)
      .lineSpacing(extra)
      .padding(.vertical, extra)
      .frame(minHeight: style.lineHeight)
  }

  /// The grey page under a ScrollView's content (the backgroundSecondary asset, which follows
  /// the colour scheme).
  func bitwardenPage() -> some View {
    self.background(Color.bitwardenBackgroundSecondary.ignoresSafeArea())
  }
}

/// A section: an uppercase footnote header above its content.
struct BitwardenSection<Content: View>: View {
  var title: String?
  /// Between the header and the content (the app's default; its unlock options use 16).
  var spacing: CGFloat = 8
  @ViewBuilder var content: Content

  @Environment(\.bitwardenPalette) private var palette

  var body: some View {
    VStack(alignment: .leading, spacing: spacing) {
      if let title {
        Text(title).styleGuide(.footnote).foregroundStyle(palette.textSecondary).textCase(.uppercase)
      }
      VStack(spacing: 16) { content }
    }
  }
}

/// A settings row: body text padded 19 pt vertically, trailing content, a divider inset 16 pt.
struct SettingsListItem<Trailing: View>: View {
  var name: String
  var hasDivider = true
  /// The row's background (the palette's card colour unless a screen sets another).
  var background: Color?
  @ViewBuilder var trailing: Trailing

  @Environment(\.bitwardenPalette) private var palette

  var body: some View {
    Button {
    } label: {
      VStack(spacing: 0) {
        HStack {
          Text(name).styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
            .multilineTextAlignment(.leading).padding(.vertical, 19)
          Spacer()
          trailing.styleGuide(.body).foregroundStyle(palette.textSecondary).multilineTextAlignment(.trailing)
        }
        .padding(.horizontal, 16)
        if hasDivider { Divider().padding(.leading, 16) }
      }
    }
    .buttonStyle(.plain)
    .background(background ?? palette.card)
  }
}

extension SettingsListItem where Trailing == EmptyView {
  init(name: String, hasDivider: Bool = true, background: Color? = nil) {
    self.init(name: name, hasDivider: hasDivider, background: background) { EmptyView() }
  }
}

/// A titled field: subheadline title, content in body style on the card colour with 10 pt
/// corners, accessories.
struct BitwardenField<Content: View, Accessories: View>: View {
  var title: String?
  var footer: String?
  @ViewBuilder var content: Content
  @ViewBuilder var accessories: Accessories

  @Environment(\.bitwardenPalette) private var palette

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let title {
        Text(title).styleGuide(.subheadline).fontWeight(.semibold).foregroundStyle(palette.textSecondary)
      }
      HStack(spacing: 8) {
        content
          .styleGuide(.body)
          .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
          .padding(.horizontal, 16)
          .padding(.vertical, 8)
          .background(palette.card)
          .clipShape(RoundedRectangle(cornerRadius: 10))
        accessories
      }
      if let footer {
        Text(footer).styleGuide(.footnote).foregroundStyle(palette.textSecondary)
      }
    }
  }
}

extension BitwardenField where Accessories == EmptyView {
  init(title: String?, footer: String? = nil, @ViewBuilder content: () -> Content) {
    self.init(title: title, footer: footer, content: content) { EmptyView() }
  }
}

/// Bitwarden's full-width buttons: primary (filled), secondary (tinted), tertiary (grey): the
/// label in body, regular weight (as the renders show), padded 14 / 20 (the corpus README).
struct BitwardenButtonStyle: ButtonStyle {
  enum Kind { case primary, secondary, tertiary }
  var kind: Kind
  var destructive = false

  func makeBody(configuration: Configuration) -> some View {
    let tint: Color = destructive ? .bitwardenRed : .bitwardenTint
    configuration.label
      .font(.body)
      .multilineTextAlignment(.center)
      .foregroundStyle(kind == .primary ? Color.white : tint)
      .padding(.vertical, 14)
      .padding(.horizontal, 20)
      .frame(maxWidth: .infinity)
      .background(
        RoundedRectangle(cornerRadius: 12).fill(
          kind == .primary ? tint : kind == .secondary ? Color.bitwardenBlue.opacity(0.08) : Color.bitwardenFillTertiary
        ))
  }
}

extension ButtonStyle where Self == BitwardenButtonStyle {
  static func primary(destructive: Bool = false) -> BitwardenButtonStyle {
    .init(kind: .primary, destructive: destructive)
  }
  static func secondary() -> BitwardenButtonStyle { .init(kind: .secondary) }
  static func tertiary(destructive: Bool = false) -> BitwardenButtonStyle {
    .init(kind: .tertiary, destructive: destructive)
  }
}

/// An icon from the apps' asset catalogues (a template image drawn at a fixed size: 22 pt for
/// row icons); an SF Symbol stands in. The assets' ink reaches their frame's edges, so stand-ins
/// are names without SF's outline margins (`arrow.up.right` for the external-link square, not
/// `arrow.up.right.square`, which keeps a rounded square's box; both draw one Material glyph).
struct BitwardenIcon: View {
  var systemName: String
  var size: CGFloat = 22

  init(_ systemName: String, size: CGFloat = 22) {
    self.systemName = systemName
    self.size = size
  }

  var body: some View {
    Image(systemName: systemName).resizable().scaledToFit().frame(width: size, height: size)
  }
}

/// A round accessory button: a 14 pt icon padded 10 in a circle of the tertiary fill.
struct AccessoryButton: View {
  var systemName: String

  var body: some View {
    Button {
    } label: {
      BitwardenIcon(systemName, size: 14)
        .padding(10)
        .foregroundStyle(Color.bitwardenBlue)
        .background(Circle().fill(Color.bitwardenFillTertiary))
    }
    .buttonStyle(.plain)
  }
}

extension View {
  /// Bitwarden's navigation bar: an opaque bar (Bitwarden sets an opaque UINavigationBar
  /// appearance, so the bar is filled and shows its hairline even when the content is not
  /// scrolled), tinted toolbar items.
  func bitwardenNavigationBar(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .inline) -> some View {
    self.navigationTitle(title)
      .navigationBarTitleDisplayMode(displayMode)
      .toolbarBackground(Color.bitwardenBarBackground, for: .navigationBar)
      .toolbarBackground(.visible, for: .navigationBar)
  }
}

/// A toolbar item that is an icon button: the xmark that cancels a sheet (leading in
/// Bitwarden, trailing in the Authenticator) or the "+" that adds an item (trailing).
struct BitwardenToolbarIcon: ToolbarContent {
  var systemName: String
  var placement: ToolbarItemPlacement

  static let cancel = BitwardenToolbarIcon(systemName: "xmark", placement: .topBarLeading)
  static let add = BitwardenToolbarIcon(systemName: "plus", placement: .topBarTrailing)

  var body: some View {
    ToolbarItem(placement: placement) {
      Button {
      } label: {
        Image(systemName: systemName)
      }
    }
  }
}

/// A Bitwarden menu field: a titled field whose content is a Menu labelled with the current value.
struct BitwardenMenuField: View {
  var title: String?
  var value: String
  var footer: String?

  var body: some View {
    BitwardenField(title: title, footer: footer) {
      Menu {
        Button(value) {}
      } label: {
        Text(value).foregroundStyle(Color.bitwardenTextPrimary)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }
}

/// A Bitwarden toggle: the native switch with a body label, tinted with the brand blue. The
/// app's toggle style applies its body style guide to the whole toggle, so the 2.5 pt of line
/// padding above and below the 31 pt switch make it 36 tall.
struct BitwardenToggle<Label: View>: View {
  var isOn: Bool
  @ViewBuilder var label: Label

  var body: some View {
    Toggle(isOn: .constant(isOn)) { label }
      .styleGuide(.body)
      .foregroundStyle(Color.bitwardenTextPrimary)
      .tint(Color.bitwardenTint)
  }
}

extension BitwardenToggle where Label == Text {
  init(title: String, isOn: Bool) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// Bitwarden's (and the Authenticator's) 16 × 16 pt angle asset turned to point up (an
/// expanded options button), with the ink iOS draws (16 wide, 8 tall, centred).
struct BitwardenUpAngle: View {
  var body: some View {
    BitwardenAngleAsset(
      points: [CGPoint(x: 0.75, y: 11.25), CGPoint(x: 8, y: 4.75), CGPoint(x: 15.25, y: 11.25)], size: 16)
  }
}

/// One of the apps' angle and chevron assets, re-created as a stroked polyline through its
/// ink (1.5 pt, round caps and joins) in its square frame, since an SF Symbol stand-in keeps
/// its own margins.
struct BitwardenAngleAsset: View {
  var points: [CGPoint]
  var size: CGFloat

  var body: some View {
    Path { $0.addLines(points) }
      .stroke(style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
      .frame(width: size, height: size)
  }
}

/// Bitwarden's kabob assets (the "..." of an options menu, horizontal in rows and vertical in
/// the toolbar), drawn as their ink measures on iOS: three dots 2.67 pt across and 7 pt apart
/// in a 22 pt frame (16.67 × 2.67 of ink in bw-send-list's rows), scaled with the frame (the
/// 19 pt toolbar icon's ink is 14.33 tall in bw-two-factor-duo-ax5).
struct BitwardenKabob: View {
  var axis: Axis
  var size: CGFloat

  var body: some View {
    let scale = size / 22
    let diameter = 2.67 * scale
    Path { path in
      for offset in [4.0, 11.0, 18.0] {
        let along = offset * scale
        let centre = axis == .horizontal ? CGPoint(x: along, y: size / 2) : CGPoint(x: size / 2, y: along)
        path.addEllipse(
          in: CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter))
      }
    }
    .frame(width: size, height: size)
  }
}
