import Vellum

/// `bw-new-send-text`: the "New Send" sheet for a text Send: segmented type Picker, multi-line
/// fields with footers, toggles with two-line labels, date buttons and an access-count Stepper
/// (390 x 1688 canvas).
let bwNewSendText = ConformanceCase(
  "bw-new-send-text", height: 1688, safeArea: .bitwarden,
  knownDifference:
    "date and time drawn as 48 pt grey buttons where iOS draws 36 pt pills; the segmented control's "
    + "track measured as a wider fill; fields drift by up to 21 pt"
) {
  NavigationStack {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        BitwardenField(title: "Name", footer: "A friendly name to describe this Send.") {
          TextField("", text: .constant("Name"))
        }

        VStack(alignment: .leading, spacing: 8) {
          Text("Type")
            .styleGuide(.subheadline)
            .fontWeight(.semibold)
            .foregroundStyle(Color.bitwardenTextSecondary)
          Picker("Type", selection: .constant("Text")) {
            Text("File").tag("File")
            Text("Text").tag("Text")
          }
          .pickerStyle(.segmented)
        }

        BitwardenField(title: "Text", footer: "The text you want to send.") {
          TextField(
            "", text: .constant("Text with lots of text that wraps to new lines when displayed."), axis: .vertical
          )
        }

        BitwardenToggle(title: "When accessing the Send, hide the text by default", isOn: true)

        Button {
        } label: {
          HStack(spacing: 8) {
            Text("Options")
            Image(systemName: "chevron.up")
          }
          .styleGuide(.body)
        }

        SendDateField(
          title: "Deletion date", date: "11/5/2023", time: "9:41 AM",
          footer: "The Send will be permanently deleted on the specified date and time.")
        SendDateField(
          title: "Expiration date", date: "11/5/2023", time: "9:41 AM",
          footer: "If set, access to this Send will expire on the specified date and time.")

        VStack(alignment: .leading, spacing: 8) {
          HStack {
            Text("Maximum access count").foregroundStyle(Color.bitwardenTextPrimary)
            Spacer()
            Text("42").foregroundStyle(Color.bitwardenTextSecondary)
            Stepper("Maximum access count", value: .constant(42), in: 0...100)
              .labelsHidden()
          }
          .styleGuide(.body)
          Text("If set, users will no longer be able to access this Send once the maximum access count is reached.")
            .styleGuide(.footnote)
            .foregroundStyle(Color.bitwardenTextSecondary)
        }

        BitwardenField(title: "New password", footer: "Optionally require a password for users to access this Send.") {
          SecureField("", text: .constant("password"))
        } accessories: {
          AccessoryButton(systemName: "eye")
        }

        BitwardenField(title: "Notes", footer: "Private notes about this Send.") {
          TextField(
            "", text: .constant("Notes with lots of text that wraps to new lines when displayed."), axis: .vertical
          )
        }

        BitwardenToggle(title: "Hide my email address from recipients", isOn: true)
        BitwardenToggle(title: "Deactivate this Send so that no one can access it", isOn: true)
      }
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("New Send")
    .toolbar {
      BitwardenToolbarIcon.cancel
      ToolbarItem(placement: .topBarTrailing) {
        Button("Save") {}
      }
    }
  }
  .tint(Color.bitwardenTint)
}

/// A date menu field ("Custom") with the date and time buttons below it, side by side.
struct SendDateField: View {
  var title: String
  var date: String
  var time: String
  var footer: String

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      BitwardenMenuField(title: title, value: "Custom")
      HStack(spacing: 8) {
        Button(date) {}.buttonStyle(.tertiary())
        Button(time) {}.buttonStyle(.tertiary())
      }
      Text(footer).styleGuide(.footnote).foregroundStyle(Color.bitwardenTextSecondary)
    }
  }
}
