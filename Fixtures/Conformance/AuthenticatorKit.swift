import Vellum

// Authenticator's (bitwarden/authenticator-ios) versions of the Bitwarden building blocks: the
// same layout as BitwardenKit.swift, with the colours the Authenticator renders measure
// (secondary text #505059 light / secondaryLabel dark, dark cards #3A3A3C, tint #175DDC / #B2C5FF).

extension Color {
  private static func dynamic(light: UIColor, dark: UIColor) -> Color {
    Color(uiColor: UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light }))
  }

  private static func rgb(_ hex: Int, alpha: CGFloat = 1) -> UIColor {
    UIColor(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// textSecondary: #505059 light; dark, the system secondary label (#EBEBF5 at 60 %).
  static let bwaTextSecondary = dynamic(light: rgb(0x505059), dark: rgb(0xEBEBF5, alpha: 0.6))
  /// backgroundPrimary (cards, fields, the navigation bar's content): white / #3A3A3C.
  static let bwaCard = dynamic(light: rgb(0xFFFFFF), dark: rgb(0x3A3A3C))
  /// backgroundSecondary (the page): #F2F2F7 / #1C1C1E.
  static let bwaPage = dynamic(light: rgb(0xF2F2F7), dark: rgb(0x1C1C1E))
  /// The navigation bar's background: white / #1C1C1E.
  static let bwaBar = dynamic(light: rgb(0xFFFFFF), dark: rgb(0x1C1C1E))
  /// The tint: #175DDC / #B2C5FF.
  static let bwaTint = dynamic(light: rgb(0x175DDC), dark: rgb(0xB2C5FF))
}

extension View {
  /// The grey page behind a screen's ScrollView.
  func bwaPage() -> some View {
    background(Color.bwaPage.ignoresSafeArea())
  }

  /// The Authenticator's navigation bar: an always-visible bar background and the tint.
  func bwaNavigationBar() -> some View {
    self
      .toolbarBackground(Color.bwaBar, for: .navigationBar)
      .toolbarBackground(.visible, for: .navigationBar)
  }
}

/// SectionView: an uppercase footnote header 8 pt above its content.
struct BwaSectionView<Content: View>: View {
  var title: String
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title)
        .styleGuide(.footnote)
        .foregroundStyle(Color.bwaTextSecondary)
        .textCase(.uppercase)
      content
    }
  }
}

/// SettingsListItem: body text padded 19 pt, trailing content in the secondary colour, a
/// divider inset 16 pt, on the card colour.
struct BwaSettingsListItem<Trailing: View>: View {
  var name: String
  var hasDivider = true
  @ViewBuilder var trailing: Trailing

  var body: some View {
    Button {
    } label: {
      VStack(spacing: 0) {
        HStack {
          Text(name)
            .styleGuide(.body)
            .foregroundStyle(.primary)
            .multilineTextAlignment(.leading)
            .padding(.vertical, 19)
          Spacer()
          trailing
            .styleGuide(.body)
            .foregroundStyle(Color.bwaTextSecondary)
            .multilineTextAlignment(.trailing)
        }
        .padding(.horizontal, 16)
        if hasDivider { Divider().padding(.leading, 16) }
      }
    }
    .buttonStyle(.plain)
    .background(Color.bwaCard)
  }
}

extension BwaSettingsListItem where Trailing == EmptyView {
  init(name: String, hasDivider: Bool = true) {
    self.init(name: name, hasDivider: hasDivider) { EmptyView() }
  }
}

/// A row icon from the app's asset catalogue (external link, copy): 22 pt.
struct BwaRowIcon: View {
  var systemName: String

  var body: some View {
    Image(systemName: systemName)
      .resizable()
      .scaledToFit()
      .frame(width: 22, height: 22)
  }
}

/// BitwardenTextField / menu field: semibold subheadline title, the value on a white 10 pt
/// rounded field, optional accessory buttons.
struct BwaField<Content: View, Accessories: View>: View {
  var title: String
  @ViewBuilder var content: Content
  @ViewBuilder var accessories: Accessories

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title)
        .styleGuide(.subheadline)
        .fontWeight(.semibold)
        .foregroundStyle(Color.bwaTextSecondary)
      HStack(spacing: 8) {
        content
          .styleGuide(.body)
          .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
          .padding(.horizontal, 16)
          .padding(.vertical, 8)
          .background(Color.bwaCard)
          .clipShape(RoundedRectangle(cornerRadius: 10))
        accessories
      }
    }
  }
}

extension BwaField where Accessories == EmptyView {
  init(title: String, @ViewBuilder content: () -> Content) {
    self.init(title: title, content: content) { EmptyView() }
  }
}

/// The countdown ring of a TOTP row: the seconds left in caption2, at least 27 pt across, with
/// the remaining part of the period as a trimmed circle stroke in the tint around it (so the ring
/// grows with the text at large Dynamic Type sizes).
struct BwaTimerRing: View {
  var remaining: Int
  var period = 30

  var body: some View {
    Text("\(remaining)")
      .font(.caption2)
      .foregroundStyle(.primary)
      .padding(4)
      .frame(minWidth: 27, minHeight: 27)
      .aspectRatio(1, contentMode: .fit)
      .overlay(
        Circle()
          .trim(from: 0, to: CGFloat(remaining) / CGFloat(period))
          .stroke(Color.bwaTint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
          .rotationEffect(.degrees(-90))
      )
  }
}

/// An item row of the verification-code list: globe icon, name (and username), the timer
/// ring and the code in monospaced body, on its own rounded card.
struct BwaItemRow: View {
  var name: String
  var username: String?
  var code: String

  var body: some View {
    HStack(spacing: 16) {
      Image(systemName: "globe")
        .resizable()
        .scaledToFit()
        .frame(width: 22, height: 22)
        .foregroundStyle(Color.bwaTextSecondary)
      VStack(alignment: .leading, spacing: 0) {
        Text(name)
          .styleGuide(.body)
          .foregroundStyle(.primary)
        if let username {
          Text(username)
            .styleGuide(.subheadline)
            .foregroundStyle(Color.bwaTextSecondary)
            .lineLimit(1)
        }
      }
      .lineLimit(1)
      Spacer()
      HStack(spacing: 8) {
        BwaTimerRing(remaining: 19)
        Text(code)
          .font(.body.monospaced())
          .styleGuide(.body)
          .multilineTextAlignment(.center)
          .foregroundStyle(.primary)
      }
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 11)
    // One-line rows are 60 tall on iOS, two-line rows content + 2 x 11: a minimum height.
    .frame(minHeight: 60)
    .background(Color.bwaCard)
    .clipShape(RoundedRectangle(cornerRadius: 10))
  }
}

/// The Authenticator's full-width buttons (primary filled, tertiary grey): the label in body,
/// regular weight, padded 14 / 20 on a 12 pt rounded fill.
struct BwaButtonStyle: ButtonStyle {
  enum Kind { case primary, tertiary }
  var kind: Kind
  var destructive = false

  func makeBody(configuration: Configuration) -> some View {
    let tint: Color = destructive ? .bitwardenRed : .bwaTint
    configuration.label
      .font(.body)
      .foregroundStyle(kind == .primary ? Color.white : tint)
      .multilineTextAlignment(.center)
      .padding(.vertical, 14)
      .padding(.horizontal, 20)
      .frame(maxWidth: .infinity)
      .background(RoundedRectangle(cornerRadius: 12).fill(kind == .primary ? tint : Color.bitwardenFillTertiary))
  }
}

extension ButtonStyle where Self == BwaButtonStyle {
  static func bwaPrimary() -> BwaButtonStyle { .init(kind: .primary) }
  static func bwaTertiary(destructive: Bool = false) -> BwaButtonStyle {
    .init(kind: .tertiary, destructive: destructive)
  }
}
