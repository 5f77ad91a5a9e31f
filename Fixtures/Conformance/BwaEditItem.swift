import Vellum

/// `bwa-edit-item`: "Edit item" with a close button; the item information fields, a Favorite
/// toggle, the expanded Advanced options (menu fields, a digits Stepper) and Save / Delete.
let bwaEditItem = ConformanceCase(
  "bwa-edit-item", height: 1055, safeArea: .bitwarden,
  knownDifference:
    "the show/hide eye is a Material stand-in for the app's asset (ink 15.3 × 10.7, iOS 12.7 × 8); the "
    + "secure field's bullets sit 1.2 pt higher (the monospaced stand-in); Inter's widths start the bar "
    + "title and the Advanced angle 1.3 pt further right"
) {
  NavigationView {
    ScrollView {
      // The app's edit form: one VStack 20 apart (padded 16) holding the information section,
      // the Advanced button, each advanced option (three menu fields, the digits stepper, a
      // divider) and the two buttons.
      VStack(alignment: .leading, spacing: 20) {
        BitwardenSection(title: "Item information") {
          BitwardenField(title: "Name") {
            TextField("", text: .constant("Issuer"))
          }
          // The key is a password text field: monospaced body, with the (hidden) 14 pt clear
          // button 8 to its right (its 24 pt height stays under the field's 28), and the
          // show/hide accessory.
          BitwardenField(title: "Key") {
            HStack(spacing: 8) {
              SecureField("", text: .constant("1234567"))
                .font(.body.monospaced())
                .frame(maxWidth: .infinity)
              Color.clear.frame(width: 14, height: 14)
            }
          } accessories: {
            AccessoryButton(systemName: "eye")
          }
          BitwardenField(title: "Username") {
            TextField("", text: .constant("Account"))
          }
          // The app's toggle style puts the body style guide (2.5 pt above and below) on the
          // whole Toggle.
          Toggle("Favorite", isOn: .constant(false))
            .styleGuide(.body)
            .foregroundStyle(Color.bitwardenTextPrimary)
            .tint(Color.bitwardenTint)
        }

        // The Advanced button: body text and a 16 pt angle icon (turned up when expanded) 8
        // apart, padded 12 vertically.
        Button {
        } label: {
          HStack(spacing: 8) {
            Text("Advanced").styleGuide(.body)
            BitwardenUpAngle()
          }
          .padding(.vertical, 12)
          .foregroundStyle(Color.bitwardenTint)
        }

        // The menu fields (OTP type, algorithm, period): a Menu labelled with the selection and
        // a Spacer, in body style.
        BitwardenMenuField(title: "OTP Type", value: "TOTP")
        BitwardenMenuField(title: "Algorithm", value: "SHA1")
        BitwardenMenuField(title: "Refresh period", value: "30 seconds")

        // The stepper field: title, Spacer and value (body, tabular digits) padded 4 on the
        // trailing side, the Stepper padded 4 on top.
        Stepper(value: .constant(6), in: 5...10) {
          HStack {
            Text("Number of digits").styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
            Spacer()
            Text("6").monospacedDigit().styleGuide(.body)
              .foregroundStyle(BitwardenPalette.authenticator.textSecondary)
          }
          .padding(.trailing, 4)
        }
        .padding(.top, 4)

        Divider()

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
