import Vellum

/// criticalmaps' settings: two Toggle rows with a detail text, two chevron rows, then "Support"
/// with its promotional cards.
struct CriticalMapsSettings: View {
  var body: some View {
    CriticalMapsSettingsForm {
      Spacer(minLength: 28)
      VStack {
        toggleRow(
          "Observation Mode", detail: "If you don’t take part yourself, but want to follow the Critical Mass.",
          isOn: false)
        toggleRow("Show info view", detail: "Show info toogle over the map", isOn: true)
        chevronRow("Event Settings")
        chevronRow("Appearance")

        CriticalMapsSectionTitle(title: "Support")
        // The promotional cards are custom artwork (excluded from measuring): plain cards with their text.
        supportCard(
          "Development",
          text: "Critical Maps is an open source project and we are looking forward to developers who want to work on "
            + "critical maps.",
          link: "View Repository", colour: Color(red: 0x4A / 255, green: 0x48 / 255, blue: 0x4F / 255))
        supportCard(
          "Translate", text: "Help making Critical Maps available in other languages", link: "crowdin.com",
          colour: Color(red: 0x3B / 255, green: 0x74 / 255, blue: 0xE6 / 255))
      }
    }
  }

  func toggleRow(_ title: String, detail: String, isOn: Bool) -> some View {
    CriticalMapsSettingsRow {
      HStack {
        VStack(alignment: .leading, spacing: 4) {
          Text(title)
          Text(detail)
            .font(.body)
            .foregroundStyle(Color.criticalMapsTextSecondary)
        }
        Spacer()
        Toggle(isOn: .constant(isOn)) { EmptyView() }
          .labelsHidden()
      }
    }
  }

  func chevronRow(_ title: String) -> some View {
    CriticalMapsSettingsRow {
      Button {
      } label: {
        HStack {
          Text(title)
          Spacer()
          Image(systemName: "chevron.right")
        }
        .foregroundStyle(Color.criticalMapsTextPrimary)
      }
      .buttonStyle(.plain)
    }
  }

  func supportCard(_ title: String, text: String, link: String, colour: Color) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(.title2)
      Text(text).font(.body)
      Label(link, systemImage: "arrow.up.right").font(.headline)
        .padding(.vertical, 8)
    }
    .foregroundStyle(.white)
    .padding(24)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 16).fill(colour))
    .padding(.horizontal, 16)
  }
}

/// `criticalmaps-settings-ios18`: Toggle rows with a two-line detail (off, and on with the
/// yellow tint), two chevron rows and the start of "Support".
let criticalMapsSettingsIOS18 = ConformanceCase(
  "criticalmaps-settings-ios18", safeArea: .iPhone13,
  knownDifference:
    "Inter sets the detail text wider (“...but want” / “to follow” where iOS fits “want to”), so the "
    + "boxes below the first row measure in another order"
) {
  CriticalMapsSettings()
}
