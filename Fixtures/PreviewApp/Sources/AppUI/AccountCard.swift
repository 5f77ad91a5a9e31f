import Vellum

@Observable
final class Account {
  var name = "Grace Hopper"
  var plan = "Pro"
}

final class Session: ObservableObject {
  @Published var isSignedIn = true
}

struct AccountCard: View {
  @Bindable var account: Account
  @EnvironmentObject private var session: Session
  @AppStorage("visits") private var visits = 12
  @SceneStorage("tab") private var tab = "Home"
  @FocusState private var isNameFocused: Bool
  @Namespace private var namespace
  @ScaledMetric(relativeTo: .title) private var avatarSize = 44
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(.blue.gradient)
        .frame(width: avatarSize, height: avatarSize)
        .overlay(Text(String(account.name.prefix(1))).font(.title2.bold()).foregroundStyle(.white))
      VStack(alignment: .leading, spacing: 2) {
        Text(account.name)
          .font(.headline)
        Text("\(account.plan) · \(visits) visits · \(tab)")
          .font(.subheadline)
          .foregroundStyle(.secondary)
        Text(session.isSignedIn ? "Signed in" : "Signed out")
          .font(.caption)
          .foregroundStyle(isNameFocused ? .blue : .green)
      }
      Spacer()
    }
    .padding()
    .background(.quaternary, in: .rect(cornerRadius: 16))
    .padding(sizeClass == .compact ? 16 : 32)
  }
}

#Preview("Account card", traits: .sizeThatFitsLayout) {
  @Previewable @State var account = Account()
  AccountCard(account: account)
    .environmentObject(Session())
}
