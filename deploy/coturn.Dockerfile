# coturn from Debian's packages: STUN and TURN for video calls (README, "Calls: STUN/TURN with coturn").
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends coturn \
  && rm -rf /var/lib/apt/lists/*
EXPOSE 3478/udp 3478/tcp
# A shell, so TURN_SECRET, TURN_REALM and EXTERNAL_IP come from the environment (compose.yaml).
CMD turnserver -n --listening-port=3478 --realm="$TURN_REALM" --use-auth-secret \
  --static-auth-secret="$TURN_SECRET" --no-cli --fingerprint --no-multicast-peers \
  --external-ip="$EXTERNAL_IP" --min-port=49160 --max-port=49200
