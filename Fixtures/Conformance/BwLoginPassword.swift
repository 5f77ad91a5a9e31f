import Vellum

/// `bw-login-password`: Bitwarden's master-password login: a secure field with an eye accessory,
/// a hint link, filled and tinted full-width buttons, and a two-line footnote.
let bwLoginPassword = ConformanceCase(
  "bw-login-password", safeArea: .bitwarden,
  knownDifference:
    "the eye and link glyphs are Material stand-ins (ink 3 pt taller or shorter than iOS's); the "
    + "footnote's two boxes measure in another order"
) {
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      VStack(alignment: .leading, spacing: 8) {
        BitwardenField(title: "Master password") {
          SecureField("", text: .constant("password"))
            .foregroundStyle(Color.bitwardenTextPrimary)
        } accessories: {
          AccessoryButton(systemName: "eye")
        }

        Button("Get master password hint") {}
          .styleGuide(.subheadline)
          .foregroundStyle(Color.bitwardenTint)
      }

      VStack(spacing: 12) {
        Button("Log in with master password") {}
          .buttonStyle(.primary())

        Button {
        } label: {
          HStack(spacing: 8) {
            Image(systemName: "briefcase")
            Text("Enterprise single sign-on")
          }
        }
        .buttonStyle(.secondary())
      }

      VStack(alignment: .leading, spacing: 2) {
        Text("Logged in as user@bitwarden.com on bitwarden.com.")
          .foregroundStyle(Color.bitwardenTextSecondary)
        Button("Not you?") {}
          .foregroundStyle(Color.bitwardenTint)
      }
      .styleGuide(.footnote)
    }
    .padding(.horizontal)
    .padding(.top, 16)
  }
  .bitwardenPage()
  .tint(Color.bitwardenTint)
}
