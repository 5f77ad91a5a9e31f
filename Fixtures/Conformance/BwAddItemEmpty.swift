import Vellum

/// `bw-add-item-empty`: the "Add Item" sheet, inline title with xmark and "Save" items over a long
/// empty login form (fields, accessory buttons, tertiary buttons, toggles) on a 390 x 1688 canvas.
let bwAddItemEmpty = ConformanceCase(
  "bw-add-item-empty", height: 1688, safeArea: .bitwarden,
  knownDifference:
    "the glyphs: the accessory buttons' regenerate, eye and check icons are Material stand-ins for "
    + "the app's assets (iOS's regenerate arrows measure as two 13.33 × 5.5 boxes, Vellum's as one "
    + "10.67 × 13), which shifts every ink box after them in the tool's list; “Set up TOTP” with its "
    + "camera measures as one ink box (iOS: “Set up” and “TOTP” apart); cards, fields and toggles are "
    + "within 1 pt"
) {
  NavigationStack {
    ScrollView {
      VStack(spacing: 20) {
        BitwardenSection(title: "Item information") {
          BitwardenMenuField(title: "Type", value: "Login")
          BitwardenField(title: "Name") {
            TextField("", text: .constant(""))
          }
          BitwardenField(title: "Username") {
            TextField("", text: .constant(""))
          } accessories: {
            AccessoryButton(systemName: "arrow.clockwise")
          }
          BitwardenField(title: "Password") {
            SecureField("", text: .constant(""))
          } accessories: {
            AccessoryButton(systemName: "eye")
            AccessoryButton(systemName: "checkmark.circle")
            AccessoryButton(systemName: "arrow.clockwise")
          }
          VStack(alignment: .leading, spacing: 8) {
            Text("Authenticator key (TOTP)")
              .styleGuide(.subheadline)
              .fontWeight(.semibold)
              .foregroundStyle(Color.bitwardenTextSecondary)
            Button {
            } label: {
              HStack(spacing: 4) {
                Image(systemName: "camera")
                Text("Set up TOTP")
              }
            }
            .buttonStyle(.tertiary())
          }

          // The app's login fields end with the URIs section, inside this section's content
          // (so 16 below the TOTP button, not 20).
          BitwardenSection(title: "URIs") {
            BitwardenField(title: "URI") {
              TextField("", text: .constant(""))
            } accessories: {
              AccessoryButton(systemName: "gearshape")
            }
            Button("New URI") {}
              .buttonStyle(.tertiary())
          }
        }

        BitwardenSection(title: "Miscellaneous") {
          BitwardenMenuField(title: "Folder", value: "No Folder")
          BitwardenToggle(title: "Favorite", isOn: false)
          BitwardenToggle(isOn: false) {
            HStack(spacing: 4) {
              Text("Master password re-prompt")
              Image(systemName: "questionmark.circle")
                .foregroundStyle(Color.bitwardenTint)
            }
          }
        }

        BitwardenSection(title: "Notes") {
          // An empty multi-line text area.
          TextField("", text: .constant(""), axis: .vertical)
            .styleGuide(.body)
            .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Color.bitwardenBackgroundPrimary)
            .clipShape(RoundedRectangle(cornerRadius: 10))
        }

        BitwardenSection(title: "Custom fields") {
          Button("New custom field") {}
            .buttonStyle(.tertiary())
        }

        BitwardenSection(title: "Ownership") {
          BitwardenMenuField(title: "Who owns this item?", value: "user@bitwarden.com")
        }
      }
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("Add Item")
    .toolbar {
      BitwardenToolbarIcon.cancel
      ToolbarItem(placement: .topBarTrailing) {
        Button("Save") {}
      }
    }
  }
  .tint(Color.bitwardenTint)
}
