import Vellum

/// `bw-send-list-empty`: the Send list's empty state, a centred message and a grey "Add a Send"
/// button in the middle of the visible height.
let bwSendListEmpty = ConformanceCase(
  "bw-send-list-empty", safeArea: .bitwarden,
  knownDifference:
    "the empty state is 2.7 pt low: iOS's text + 24 + button stack is about 2 pt shorter than "
    + "Vellum's"
) {
  GeometryReader { reader in
    ScrollView {
      VStack(spacing: 24) {
        Text("There are no Sends in your account.")
          .styleGuide(.body)
          .multilineTextAlignment(.center)
          .foregroundStyle(Color.bitwardenTextPrimary)

        Button("Add a Send") {}
          .buttonStyle(.tertiary())
      }
      .padding(16)
      .frame(minHeight: reader.size.height)
    }
  }
  .bitwardenPage()
}
