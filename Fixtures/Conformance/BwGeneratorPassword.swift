import Vellum

/// `bw-generator-password`: the Generator tab, large title with a trailing menu, the generated-value
/// field with two accessory buttons, menu fields, a length Slider card, four toggles and a Stepper.
let bwGeneratorPassword = ConformanceCase(
  "bw-generator-password", safeArea: .bitwarden,
  knownDifference:
    "the Length row and the slider row are 8 and 5 pt taller than iOS's (their padding and the "
    + "slider's own height are not in the description), so the toggles below are 9 pt low; Stepper "
    + "drawn as one 94 pt fill (iOS draws two halves that meet in a seam 1 unit lighter, measured as two 46.67 pt fills)"
) {
  NavigationStack {
    ScrollView {
      VStack(alignment: .leading, spacing: 20) {
        BitwardenField(title: nil) {
          Text("")
        } accessories: {
          AccessoryButton(systemName: "doc.on.doc")
          AccessoryButton(systemName: "arrow.clockwise")
        }

        BitwardenMenuField(title: "What would you like to generate?", value: "Password")

        BitwardenSection(title: "Options") {
          VStack(alignment: .leading, spacing: 12) {
            BitwardenMenuField(title: "Password type", value: "Password")

            VStack(spacing: 0) {
              HStack {
                Text("Length").foregroundStyle(Color.bitwardenTextPrimary)
                Spacer()
                Text("14").foregroundStyle(Color.bitwardenTextSecondary)
              }
              .styleGuide(.body)
              .padding(.vertical, 12)
              Divider()
              Slider(value: .constant(14), in: 5...128, step: 1)
                .padding(.vertical, 12)
            }
            .padding(.horizontal, 16)
            .background(Color.bitwardenBackgroundPrimary)
            .clipShape(RoundedRectangle(cornerRadius: 10))

            ForEach([("A-Z", true), ("a-z", true), ("0-9", true), ("!@#$%^&*", false)], id: \.0) { option in
              VStack(alignment: .leading, spacing: 12) {
                BitwardenToggle(title: option.0, isOn: option.1)
                Divider()
              }
            }

            HStack {
              Text("Minimum numbers").foregroundStyle(Color.bitwardenTextPrimary)
              Spacer()
              Text("1").foregroundStyle(Color.bitwardenTextSecondary)
              Stepper("Minimum numbers", value: .constant(1), in: 0...9)
                .labelsHidden()
            }
            .styleGuide(.body)
          }
        }
      }
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("Generator", displayMode: .large)
    .toolbar {
      ToolbarItemGroup(placement: .topBarTrailing) {
        Menu {
          Button("Password history") {}
        } label: {
          Image(systemName: "ellipsis.vertical")
        }
      }
    }
  }
  .tint(Color.bitwardenTint)
}
