import Vellum

/// `bwa-edit-item`: "Edit item" with a close button; the item information fields, a Favorite
/// toggle, the expanded Advanced options (menu fields, a digits Stepper) and Save / Delete.
let bwaEditItem = ConformanceCase(
  "bwa-edit-item", height: 1055, safeArea: .bitwarden,
  knownDifference:
    "Stepper drawn as one 94 pt fill (iOS draws two halves that meet in a seam 1 unit lighter, measured as two 46.67 pt fills); fields 5-17 pt high from the fifth "
    + "card"
) {
  NavigationView {
    ScrollView {
      VStack(spacing: 16) {
        BitwardenSection(title: "Item information") {
          VStack(spacing: 16) {
            BitwardenField(title: "Name") {
              TextField("", text: .constant("Issuer"))
            }
            BitwardenField(title: "Key") {
              SecureField("", text: .constant("1234567"))
            } accessories: {
              AccessoryButton(systemName: "eye")
            }
            BitwardenField(title: "Username") {
              TextField("", text: .constant("Account"))
            }
            Toggle(isOn: .constant(false)) {
              Text("Favorite").styleGuide(.body)
            }
          }
        }

        Button {
        } label: {
          HStack(spacing: 8) {
            Text("Advanced")
            Image(systemName: "chevron.up")
          }
          .styleGuide(.body)
          .foregroundStyle(Color.bitwardenTint)
          // The reference puts about 18 pt above and below the "Advanced" label.
          .padding(.vertical, 18)
          .frame(maxWidth: .infinity, alignment: .leading)
        }
        .buttonStyle(.plain)

        // The menu fields (OTP type, algorithm, period) show their selection as the field's value.
        BitwardenField(title: "OTP Type") { Text("TOTP") }
        BitwardenField(title: "Algorithm") { Text("SHA1") }
        BitwardenField(title: "Refresh period") { Text("30 seconds") }

        // The stepper row: 8 pt above and below the control, the divider 12 pt under it (as in the reference).
        VStack(spacing: 12) {
          Stepper(value: .constant(6), in: 5...10) {
            HStack {
              Text("Number of digits")
              Spacer()
              Text("6").foregroundStyle(BitwardenPalette.authenticator.textSecondary)
            }
            .styleGuide(.body)
          }
          .padding(.vertical, 8)
          Divider()
        }

        Button("Save") {}
          .buttonStyle(.primary())
        Button("Delete") {}
          .buttonStyle(.tertiary(destructive: true))
      }
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("Edit item", displayMode: .inline)
    .toolbar {
      BitwardenToolbarIcon(systemName: "xmark", placement: .topBarTrailing)
    }
  }
  .tint(.bitwardenTint)
  .environment(\.bitwardenPalette, .authenticator)
}
