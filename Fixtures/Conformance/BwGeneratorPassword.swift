import Vellum

/// `bw-generator-password`: the Generator tab, large title with a trailing menu, the generated-value
/// field with two accessory buttons, menu fields, a length Slider card, four toggles and a Stepper.
let bwGeneratorPassword = ConformanceCase(
  "bw-generator-password", safeArea: .bitwarden,
  knownDifference:
    "the glyphs: the copy, regenerate and ellipsis icons are Material stand-ins (the regenerate "
    + "arrows measure as one 12 × 14 box, iOS's as two 15 × 6), and Inter sets “!@#$%^&*” 5.7 pt "
    + "narrower than SF Pro; the four toggles measure within 0.33 pt but the tool lists them in "
    + "another order (it sorts tracks by area, which differ by a few pixels)"
) {
  NavigationStack {
    ScrollView {
      VStack(alignment: .leading, spacing: 20) {
        // The app lays out each form section as its header and a VStack(spacing: 12) of its
        // fields, both children of this VStack (so the header is 20 above its fields).
        VStack(spacing: 12) {
          BitwardenField(title: nil) {
            Text("")
          } accessories: {
            AccessoryButton(systemName: "doc.on.doc")
            AccessoryButton(systemName: "arrow.clockwise")
          }

          BitwardenMenuField(title: "What would you like to generate?", value: "Password")
        }

        BitwardenSection(title: "Options", spacing: 20) {
          VStack(alignment: .leading, spacing: 12) {
            BitwardenMenuField(title: "Password type", value: "Password")

            // The app's slider field: title and value over a divider and the slider, 8 apart,
            // padded 16 × 8 on a white card.
            VStack(spacing: 8) {
              HStack {
                Text("Length").styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
                Spacer()
                Text("14").styleGuide(.body).foregroundStyle(Color.bitwardenTextSecondary)
              }
              Divider()
              Slider(value: .constant(14), in: 5...128, step: 1)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Color.bitwardenBackgroundPrimary)
            .clipShape(RoundedRectangle(cornerRadius: 10))

            ForEach([("A-Z", true), ("a-z", true), ("0-9", true), ("!@#$%^&*", false)], id: \.0) { option in
              // The app's toggle field: the toggle 4 below the field above, a divider 16 below it.
              VStack(spacing: 0) {
                BitwardenToggle(title: option.0, isOn: option.1)
                  .padding(.top, 4)
                  .padding(.bottom, 16)
                Divider()
              }
            }

            // The app's stepper field: the stepper (its label the title and the value) 4 below
            // the toggles, then a divider 16 below it.
            VStack(spacing: 16) {
              Stepper(value: .constant(1), in: 0...9) {
                HStack {
                  Text("Minimum numbers").styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
                  Spacer()
                  Text("1").styleGuide(.body).foregroundStyle(Color.bitwardenTextSecondary)
                }
                .padding(.trailing, 4)
              }
              .padding(.top, 4)
              Divider()
            }
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
