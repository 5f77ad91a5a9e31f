import Vellum

/// `bwa-manual-entry`: "Create verification code" with a close button; the "Enter key manually"
/// heading, Name and Key fields, a grey "Add code" button and the "Scan QR Code" link line.
let bwaManualEntry = ConformanceCase(
  "bwa-manual-entry", safeArea: .bitwarden,
  knownDifference:
    "Inline bar ends 0.33 pt early with its hairline drawn over the page in #BDBDC2 (iOS #A9A9AC on the bar's "
    + "bottom edge), so the bar regions read a grey edge; fields 1.3-2.3 pt high"
) {
  NavigationStack {
    ScrollView {
      VStack(spacing: 16) {
        Text("Enter key manually")
          .styleGuide(.title3)
          .fontWeight(.semibold)
          .multilineTextAlignment(.center)

        BwaField(title: "Name") {
          TextField("", text: .constant("Manual Name"))
        }
        BwaField(title: "Key") {
          TextField("", text: .constant("manualEntry"))
        }

        Button("Add code") {}
          .buttonStyle(.bwaTertiary())

        (Text("Cannot add authenticator key? ") + Text("Scan QR Code").foregroundColor(.bwaTint))
          .styleGuide(.subheadline)
          .multilineTextAlignment(.center)
      }
      .padding(16)
    }
    .bwaPage()
    .navigationTitle("Create verification code")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button {
        } label: {
          Image(systemName: "xmark")
        }
      }
    }
    .bwaNavigationBar()
  }
  .tint(.bwaTint)
}
