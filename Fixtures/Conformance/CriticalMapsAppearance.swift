import Vellum

/// criticalmaps' appearance settings: a segmented theme picker and the app-icon rows.
struct CriticalMapsAppearance: View {
  var body: some View {
    CriticalMapsSettingsForm {
      VStack {
        CriticalMapsSectionTitle(title: "Theme").foregroundStyle(Color.criticalMapsTextPrimary)
        Picker("", selection: .constant("System")) {
          Text("System").tag("System")
          Text("Dark").tag("Dark")
          Text("Light").tag("Light")
        }
        .pickerStyle(.segmented)
        .frame(height: 50)
        .padding(.horizontal, 16)

        CriticalMapsSectionTitle(title: "App Icon").foregroundStyle(Color.criticalMapsTextPrimary)
        VStack(spacing: 8) {
          ForEach(Self.icons, id: \.name) { icon in
            CriticalMapsSettingsRow {
              HStack(spacing: 12) {
                // The app icon artwork (excluded from measuring): a rounded square of its main colour.
                RoundedRectangle(cornerRadius: 12)
                  .fill(icon.colour)
                  .frame(width: 48, height: 48)
                  .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 0.4))
                Text(icon.name)
                Spacer()
                if icon.name == "Light" {
                  Image(systemName: "checkmark.circle.fill")
                }
              }
              .foregroundStyle(Color.criticalMapsTextPrimary)
            }
          }
        }
      }
    }
  }

  static let icons: [(name: String, colour: Color)] = [
    ("Dark", Color(red: 0x21 / 255, green: 0x25 / 255, blue: 0x2B / 255)),
    ("Light", .white),
    ("Neon", Color(red: 0x3A / 255, green: 0x1A / 255, blue: 0x8C / 255)),
    ("Rainbow", .white),
    ("Yellow", Color.criticalMapsYellow),
  ]
}

/// `criticalmaps-appearance-ios17`: "Theme" with a native segmented picker (System selected),
/// "App Icon" with five icon rows, the "Light" row checked.
let criticalMapsAppearanceIOS17 = ConformanceCase(
  "criticalmaps-appearance-ios17", safeArea: .iPhone13,
  knownDifference:
    "the “Rainbow” row's text is where iOS draws it, but SF Pro's i-dot stands 0.33 pt above its capitals and "
    + "Inter's tops at their height, so the measuring tool, which lists ink boxes by their top, lists the dot "
    + "and the “R” in the other order (iOS: dot 3 pt tall at x 101.33, then “R” at 77.67; Vellum: “R” at 77, then dot)"
) {
  CriticalMapsAppearance()
}
