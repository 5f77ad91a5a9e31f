import Vellum

struct SettingsRow: View {
  let title: String
  let value: String

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text(value)
        .foregroundStyle(.secondary)
    }
    .padding()
  }
}

struct SettingsRow_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      SettingsRow(title: "Language", value: "English")
        .previewDisplayName("Language row")
      SettingsRow(title: "Region", value: "Portugal")
        .preferredColorScheme(.dark)
    }
    .previewLayout(.fixed(width: 375, height: 60))
  }
}
