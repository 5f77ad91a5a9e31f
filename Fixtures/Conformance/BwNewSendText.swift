import Vellum

/// `bw-new-send-text`: the "New Send" sheet for a text Send: segmented type Picker, multi-line
/// fields with footers, toggles with two-line labels, date buttons and an access-count Stepper
/// (390 x 1688 canvas).
let bwNewSendText = ConformanceCase(
  "bw-new-send-text", height: 1688, safeArea: .bitwarden,
  knownDifference:
    "Inter's widths: the wrapped footnotes' and the toggle label's ink centres, which the tool compares "
    + "because those lines span the middle of the screen, stand 2.3–4 pt off iOS's, and the Notes field "
    + "wraps after “new lines” where iOS wraps after “new” (so its two lines measure in the other order); "
    + "the eye accessory is a Material stand-in (ink 15.3 × 10.7, iOS's asset 12.7 × 8); the cards, "
    + "fields, date buttons, toggles, stepper and segmented control are within 1 pt"
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

        // The app's multi-line field (BitwardenMultilineTextField) sets its style guide without
        // line spacing: its lines are the body's 21 pt leading apart.
        BitwardenField(title: "Text", footer: "The text you want to send.") {
          TextField(
            "", text: .constant("Text with lots of text that wraps to new lines when displayed."), axis: .vertical
          )
          .lineSpacing(0)
        }

        BitwardenToggle(title: "When accessing the Send, hide the text by default", isOn: true)

        // The app's options button: the title and a 16 pt angle, padded 12 above and below.
        Button {
        } label: {
          HStack(spacing: 8) {
            Text("Options").styleGuide(.body)
            BitwardenUpAngle()
          }
          .padding(.vertical, 12)
        }

        SendDateField(
          title: "Deletion date", date: "11/5/2023", time: "9:41 AM",
          footer: "The Send will be permanently deleted on the specified date and time.")
        SendDateField(
          title: "Expiration date", date: "11/5/2023", time: "9:41 AM",
          footer: "If set, access to this Send will expire on the specified date and time.")

        // The app's access count: a stepper labelled with the title and the count, then the
        // footnote, 8 apart (the render has no divider between them).
        VStack(alignment: .leading, spacing: 8) {
          Stepper(value: .constant(42), in: 0...100) {
            HStack(spacing: 8) {
              Text("Maximum access count").styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
              Spacer()
              Text("42").styleGuide(.body).foregroundStyle(Color.bitwardenTextSecondary)
            }
          }
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
          .lineSpacing(0)
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
        SendDatePill(label: date)
        SendDatePill(label: time, components: .hourAndMinute)
      }
      Text(footer).styleGuide(.footnote).foregroundStyle(Color.bitwardenTextSecondary)
    }
  }
}

/// The app's date and time buttons (BitwardenDatePicker at the recording commit): a ZStack whose
/// size is a hidden compact `DatePicker`'s (`.labelsHidden().fixedSize().opacity(0)`), with a
/// GeometryReader of that size drawing the button: the value in subheadline between two
/// Spacers, `styleGuide(.subheadline)`, padded 8 on the tertiary fill, clipped to a Capsule.
/// The reader offers the button the picker's height, so the style guide's minimum height (20)
/// makes it 36 tall (the measured fills: 174.38 × 36) and it hangs below the ZStack, which is
/// as tall as the hidden picker (35: the footnote under it starts 1 pt higher than under a
/// 36 pt button). The app also lays a real DatePicker at 1.1 % opacity over the button to
/// take taps; it is left out (its ink is below the measuring tool's threshold).
struct SendDatePill: View {
  var label: String
  var components: DatePickerComponents = .date

  var body: some View {
    ZStack {
      DatePicker(
        "", selection: .constant(Date(timeIntervalSinceReferenceDate: 720_949_260)), displayedComponents: components
      )
      .labelsHidden()
      .fixedSize()
      .opacity(0)
      GeometryReader { _ in
        HStack {
          Spacer()
          Text(label)
          Spacer()
        }
        .styleGuide(.subheadline)
        .frame(maxWidth: .infinity)
        .padding(8)
        .background(Color.bitwardenFillTertiary)
        .foregroundStyle(Color.bitwardenTint)
        .clipShape(Capsule())
      }
    }
  }
}
